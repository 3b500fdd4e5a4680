import * as E from 'fp-ts/Either';
import { SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import { resolveService, type PageContainer } from '../di/page-container';
import { visitorLayoutData, type VisitorLayoutData } from '../header/popups/visitor';
import { NAVIGATION } from '../di/ui.tokens';
import { siteLayoutShouldRevalidate } from './site-layout.revalidate';
import { oncePerObject } from '../platform/server-memo';
import { compactNavigation, type CompactNavigation } from './compact-navigation';

/**
 * What every page's frame needs (JSON-safe: it travels from the server render to the browser):
 * the header navigation. Null when the navigation could not be read: the spec says a failed
 * navigation call shows nothing to the visitor, so the header simply has no menu then.
 */
export interface SiteLayoutData extends VisitorLayoutData {
  /** In its compact form (see compact-navigation.ts); useSiteLayout() expands it. */
  readonly navigation: CompactNavigation | null;
}

/**
 * The tree as it travels: encoded and compacted on the server once per tree the navigation
 * service hands out (it keeps one per site in its cache), not once per page.
 */
const shipping = (navigation: SiteNavigationWire): CompactNavigation => compactNavigation(SiteNavigationWire.encode(navigation));
const shipped = import.meta.env.SSR ? oncePerObject(shipping) : shipping;

/** The root route's loader (route id 'root'). */
export const siteLayoutLoader =
  (container: PageContainer) =>
  async (): Promise<SiteLayoutData> => {
    const [result, visitor] = await Promise.all([resolveService(container, NAVIGATION).current()(), visitorLayoutData(container)]);
    return { navigation: E.isRight(result) ? shipped(result.right) : null, ...visitor };
  };

export { siteLayoutShouldRevalidate };
