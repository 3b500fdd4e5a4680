import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { WISHLIST_PAGE_PATH } from './wishlist.paths';
import { onFirstCall } from '../../routing/on-first-call';

const handle: RouteHandle = {
  meta: () => ({
    title: `Meine Merkliste | ${SITE_NAME}`,
    description: 'Ihre gemerkten Seminartermine.',
    canonicalPath: WISHLIST_PAGE_PATH,
    noIndex: true,
  }),
};

export const wishlistRoutes = (container: PageContainer): RouteObject[] => [
  { path: WISHLIST_PAGE_PATH, loader: onFirstCall(async () => (await import('./wishlist.loader')).wishlistLoader(container)), lazy: async () => ({ Component: (await import('./WishlistPage')).WishlistPage }), handle: withModules(handle, 'ui/pages/wishlist/WishlistPage.tsx') },
];
