import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { WISHLIST_PAGE_PATH, wishlistLoader } from './wishlist.loader';
import { WishlistPage } from './WishlistPage';

const handle: RouteHandle = {
  meta: () => ({
    title: `Meine Merkliste | ${SITE_NAME}`,
    description: 'Ihre gemerkten Seminartermine.',
    canonicalPath: WISHLIST_PAGE_PATH,
    noIndex: true,
  }),
};

export const wishlistRoutes = (container: Container): RouteObject[] => [
  { path: WISHLIST_PAGE_PATH, loader: wishlistLoader(container), Component: WishlistPage, handle },
];
