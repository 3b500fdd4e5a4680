import * as E from 'fp-ts/Either';
import { SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import { resolveService, type PageContainer } from '../di/page-container';
import { visitorLayoutData, type VisitorLayoutData } from '../header/popups/visitor';
import { NAVIGATION } from '../di/ui.tokens';
import { siteLayoutShouldRevalidate } from './site-layout.revalidate';
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
 * The tree as it travels: encoded and compacted once per tree the navigation service hands out
 * (it keeps one per site in its cache), not once per page.
 */
const shippedForm = new WeakMap<object, CompactNavigation>();
const shipped = (navigation: SiteNavigationWire): CompactNavigation => {
  const known = shippedForm.get(navigation);
  if (known !== undefined) return known;
  const compact = compactNavigation(SiteNavigationWire.encode(navigation));
  shippedForm.set(navigation, compact);
  return compact;
};

/** The root route's loader (route id 'root'). */
export const siteLayoutLoader =
  (container: PageContainer) =>
  async (): Promise<SiteLayoutData> => {
    const [result, visitor] = await Promise.all([resolveService(container, NAVIGATION).current()(), visitorLayoutData(container)]);
    return { navigation: E.isRight(result) ? shipped(result.right) : null, ...visitor };
  };

export { siteLayoutShouldRevalidate };
