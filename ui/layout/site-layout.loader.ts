import * as E from 'fp-ts/Either';
import { SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import { resolveService, type PageContainer } from '../di/page-container';
import { visitorLayoutData, type VisitorLayoutData } from '../header/popups/visitor';
import { NAVIGATION } from '../di/ui.tokens';
import { siteLayoutShouldRevalidate } from './site-layout.revalidate';
import { oncePerObject } from '../platform/server-memo';

/**
 * What every page's frame needs (JSON-safe: it travels from the server render to the browser):
 * the header navigation. Null when the navigation could not be read: the spec says a failed
 * navigation call shows nothing to the visitor, so the header simply has no menu then. The
 * page's hydration data carries its top level only (hydration-navigation.ts).
 */
export interface SiteLayoutData extends VisitorLayoutData {
  readonly navigation: SiteNavigationWire | null;
}

/** The tree as it travels, encoded on the server once per tree the navigation service hands out (it keeps one per site), not once per page. */
const shipped = import.meta.env.SSR ? oncePerObject(SiteNavigationWire.encode) : SiteNavigationWire.encode;

/** The root route's loader (route id 'root'). */
export const siteLayoutLoader =
  (container: PageContainer) =>
  async (): Promise<SiteLayoutData> => {
    const [result, visitor] = await Promise.all([resolveService(container, NAVIGATION).current()(), visitorLayoutData(container)]);
    return { navigation: E.isRight(result) ? shipped(result.right) : null, ...visitor };
  };

export { siteLayoutShouldRevalidate };
