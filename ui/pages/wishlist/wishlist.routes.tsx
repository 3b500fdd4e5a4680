import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { WISHLIST_ANALYSIS_PAGE } from '../../../application/wishlist/wishlist.paths';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { wishlistAnalysisLoader } from './wishlist-analysis.loader';
import { WISHLIST_PAGE_PATH, WISHLIST_PAGE_PATHS, wishlistAction, wishlistLoader } from './wishlist.loader';
import { WishlistAnalysisPage } from './WishlistAnalysisPage';
import { WishlistPage } from './WishlistPage';

const handle = (title: string, description: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath, noIndex: true }),
});

/** The Merkliste (under both its paths) and the comparison of its dates; personal, never indexed. */
export const wishlistRoutes = (container: Container): RouteObject[] => [
  ...WISHLIST_PAGE_PATHS.map((path) => ({
    path,
    loader: wishlistLoader(container),
    action: wishlistAction(container),
    Component: WishlistPage,
    handle: handle('Meine Merkliste', 'Ihre gemerkten Seminartermine.', WISHLIST_PAGE_PATH),
  })),
  {
    path: WISHLIST_ANALYSIS_PAGE,
    loader: wishlistAnalysisLoader(container),
    Component: WishlistAnalysisPage,
    handle: handle('Gemerkte Termine vergleichen', 'Ihre gemerkten Seminartermine im Vergleich.', WISHLIST_ANALYSIS_PAGE),
  },
];
