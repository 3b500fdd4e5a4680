import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { WERBEMITTEL_PAGES } from '../../../application/werbemittel/werbemittel.paths';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';

/** The loaders and actions come with their module on first use (ui/routing/on-first-call.ts). */
const loaders = () => import('./werbemittel.loaders');

const DESCRIPTION = 'Werbemittel für Betriebsräte: Flyer, Plakate und mehr kostenlos bestellen, um im Betrieb für Seminare zu werben.';

/** Personal pages: never indexed. */
const handle = (title: string, canonicalPath: string, module: string): RouteHandle & ChunkHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description: DESCRIPTION, canonicalPath, noIndex: true }),
  modules: [module],
});

/** The Werbemittelshop behind the portal login (spec §2: /werbemittelshop-login and -logout), on both sites. */
export const werbemittelRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: WERBEMITTEL_PAGES.login,
    loader: onFirstCall(async () => (await loaders()).shopLoginLoader(container)),
    lazy: async () => ({ Component: (await import('./ShopLoginPage')).ShopLoginPage }),
    handle: handle('Werbemittelshop – Anmelden', WERBEMITTEL_PAGES.login, 'ui/pages/werbemittel/ShopLoginPage.tsx'),
  },
  {
    path: WERBEMITTEL_PAGES.logout,
    loader: onFirstCall(async () => (await loaders()).shopLogoutLoader(container)),
    action: onFirstCall(async () => (await loaders()).shopLogoutAction(container)),
    lazy: async () => ({ Component: (await import('./ShopLogoutPage')).ShopLogoutPage }),
    handle: handle('Werbemittelshop verlassen', WERBEMITTEL_PAGES.logout, 'ui/pages/werbemittel/ShopLogoutPage.tsx'),
  },
  {
    path: WERBEMITTEL_PAGES.shop,
    loader: onFirstCall(async () => (await loaders()).shopLoader(container)),
    action: onFirstCall(async () => (await loaders()).orderAction(container)),
    lazy: async () => ({ Component: (await import('./ShopPage')).ShopPage }),
    handle: handle('Werbemittelshop', WERBEMITTEL_PAGES.shop, 'ui/pages/werbemittel/ShopPage.tsx'),
  },
  {
    path: `${WERBEMITTEL_PAGES.shop}/bestellung/:reference`,
    loader: onFirstCall(async () => (await loaders()).confirmationLoader(container)),
    lazy: async () => ({ Component: (await import('./OrderConfirmationPage')).OrderConfirmationPage }),
    handle: handle('Ihre Werbemittel-Bestellung', WERBEMITTEL_PAGES.shop, 'ui/pages/werbemittel/OrderConfirmationPage.tsx'),
  },
];
