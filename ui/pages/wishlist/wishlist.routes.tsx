import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { WISHLIST_ANALYSIS_PAGE } from '../../../application/wishlist/wishlist.paths';
import { onFirstCall } from '../../routing/on-first-call';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { WISHLIST_PAGE_PATH, WISHLIST_PAGE_PATHS } from './wishlist.paths';

const handle = (title: string, description: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath, noIndex: true }),
});

/** The Merkliste (under both its paths) and the comparison of its dates; personal, never indexed. */
export const wishlistRoutes = (container: PageContainer): RouteObject[] => [
  ...WISHLIST_PAGE_PATHS.map((path) => ({
    path,
    loader: onFirstCall(async () => (await import('./wishlist.loader')).wishlistLoader(container)),
    action: onFirstCall(async () => (await import('./wishlist.loader')).wishlistAction(container)),
    lazy: async () => ({ Component: (await import('./WishlistPage')).WishlistPage }),
    handle: withModules(handle('Meine Merkliste', 'Ihre gemerkten Seminartermine.', WISHLIST_PAGE_PATH), 'ui/pages/wishlist/WishlistPage.tsx'),
  })),
  {
    path: WISHLIST_ANALYSIS_PAGE,
    loader: onFirstCall(async () => (await import('./wishlist-analysis.loader')).wishlistAnalysisLoader(container)),
    lazy: async () => ({ Component: (await import('./WishlistAnalysisPage')).WishlistAnalysisPage }),
    handle: withModules(
      handle('Gemerkte Termine vergleichen', 'Ihre gemerkten Seminartermine im Vergleich.', WISHLIST_ANALYSIS_PAGE),
      'ui/pages/wishlist/WishlistAnalysisPage.tsx',
    ),
  },
];
