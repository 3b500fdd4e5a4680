import type { PageContainer } from '../../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../../routing/page-chunks';
import { GREMIUM_JOIN_PAGE_PATH } from '../../../../application/portal/gremium-join.paths';
import { handle } from '../portal.routes';
import { GREMIUM_BOOKINGS_PATH, GREMIUM_MEMBERS_PATH, GREMIUM_REMOVE_PATH, GREMIUM_SETTINGS_PATH } from '../portal.paths';
import { onFirstCall } from '../../../routing/on-first-call';

/** The Gremium's pages in the portal: members, bookings, settings, and the invitation link's page. */
export const gremiumRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: GREMIUM_MEMBERS_PATH,
    loader: onFirstCall(async () => (await import('./gremium-members.loaders')).gremiumMembersLoader(container)),
    action: onFirstCall(async () => (await import('./gremium-members.loaders')).gremiumMembersAction(container)),
    lazy: async () => ({ Component: (await import('./GremiumMembersPage')).GremiumMembersPage }),
    handle: withModules(handle('Gremium-Mitglieder', GREMIUM_MEMBERS_PATH), 'ui/pages/portal/gremium/GremiumMembersPage.tsx'),
  },
  {
    path: GREMIUM_REMOVE_PATH,
    loader: onFirstCall(async () => (await import('./gremium-remove.loaders')).gremiumRemoveLoader(container)),
    lazy: async () => ({ Component: (await import('./GremiumRemovePage')).GremiumRemovePage }),
    handle: withModules(handle('Mitglied entfernen', GREMIUM_MEMBERS_PATH), 'ui/pages/portal/gremium/GremiumRemovePage.tsx'),
  },
  {
    path: GREMIUM_BOOKINGS_PATH,
    loader: onFirstCall(async () => (await import('./gremium-bookings.loaders')).gremiumBookingsLoader(container)),
    action: onFirstCall(async () => (await import('./gremium-bookings.loaders')).gremiumBookingsAction(container)),
    lazy: async () => ({ Component: (await import('./GremiumBookingsPage')).GremiumBookingsPage }),
    handle: withModules(handle('Gremium-Buchungen', GREMIUM_BOOKINGS_PATH), 'ui/pages/portal/gremium/GremiumBookingsPage.tsx'),
  },
  {
    path: GREMIUM_SETTINGS_PATH,
    loader: onFirstCall(async () => (await import('./gremium-settings.loaders')).gremiumSettingsLoader(container)),
    action: onFirstCall(async () => (await import('./gremium-settings.loaders')).gremiumSettingsAction(container)),
    lazy: async () => ({ Component: (await import('./GremiumSettingsPage')).GremiumSettingsPage }),
    handle: withModules(handle('Gremium-Einstellungen', GREMIUM_SETTINGS_PATH), 'ui/pages/portal/gremium/GremiumSettingsPage.tsx'),
  },
  {
    path: GREMIUM_JOIN_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./gremium-join.loaders')).gremiumJoinLoader(container)),
    action: onFirstCall(async () => (await import('./gremium-join.loaders')).gremiumJoinAction(container)),
    lazy: async () => ({ Component: (await import('./GremiumJoinPage')).GremiumJoinPage }),
    handle: withModules(handle('Einladung in ein Gremium', GREMIUM_JOIN_PAGE_PATH), 'ui/pages/portal/gremium/GremiumJoinPage.tsx'),
  },
];
