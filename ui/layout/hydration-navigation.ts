import type { StaticHandlerContext } from 'react-router';
import type { SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import type { CurrentNavigation } from '../../application/navigation/navigation.port';
import { oncePerObject } from '../platform/server-memo';
import { isRight } from '../state/either-tags';
import type { SiteLayoutData } from './site-layout.loader';

/**
 * The navigation in a page's hydration data: its top level alone. The whole tree (three levels,
 * the flyouts' tabs and slides) was some 22 KB of every page's HTML, serialised, compressed and
 * sent per request, though the page's markup shows only the top-level links until it has
 * hydrated (the flyouts and the phone menu open after). The browser fetches the tree when the
 * page starts its scripts (completeNavigation), in parallel with the page's chunks, and keeps it
 * for a minute (GET /api/navigation); if that fails, the header hydrates with the top level,
 * as links.
 */
const topLevelOf = (navigation: SiteNavigationWire): SiteNavigationWire => ({
  site: navigation.site,
  items: navigation.items.map((item) => ({ ...item, children: [] })),
  layers: [],
});
const topLevel = import.meta.env.SSR ? oncePerObject(topLevelOf) : topLevelOf;

const ROOT = 'root';

/** The server's context for the hydration data it writes: the root route's navigation at its top level. */
export const withTopLevelNavigation = (context: StaticHandlerContext): StaticHandlerContext => {
  const root = context.loaderData[ROOT] as SiteLayoutData | undefined;
  if (root === undefined || root.navigation === null) return context;
  return { ...context, loaderData: { ...context.loaderData, [ROOT]: { ...root, navigation: topLevel(root.navigation) } } };
};

interface HydrationData {
  readonly loaderData?: Record<string, unknown>;
}

/**
 * In the browser, before hydration: the whole navigation into the hydration data's root route,
 * so the first render has the tree the server rendered with (its markup is the same either way:
 * top-level links until hydration).
 */
export const completeNavigation = async (navigation: CurrentNavigation, data: HydrationData | undefined): Promise<void> => {
  const root = data?.loaderData?.[ROOT] as SiteLayoutData | undefined;
  if (data?.loaderData === undefined || root === undefined || root.navigation === null) return;
  const answer = await navigation.current()();
  if (isRight(answer)) data.loaderData[ROOT] = { ...root, navigation: answer.right };
};
