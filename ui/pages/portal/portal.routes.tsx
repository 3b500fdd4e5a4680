import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { LOGIN_EMAIL_CONFIRM_PAGE_PATH } from '../../../application/portal/portal.paths';
import { PARTICIPATION_PATH, PORTAL_HOME_PATHS, SETTINGS_PATH } from './portal.paths';
import { onFirstCall } from '../../routing/on-first-call';

/** Personal pages: never indexed. */
export const handle = (title: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description: `${title} im Kundenportal.`, canonicalPath, noIndex: true }),
});

/** The customer portal (meinifb): Mein Bereich, Einstellungen and the Gremium pages. */
export const portalRoutes = (container: PageContainer): RouteObject[] => [
  ...PORTAL_HOME_PATHS.map((path) => ({
    path,
    loader: onFirstCall(async () => (await import('./portal.loaders')).portalHomeLoader(container)),
    action: onFirstCall(async () => (await import('./events.actions')).portalHomeAction(container)),
    lazy: async () => ({ Component: (await import('./PortalHomePage')).PortalHomePage }),
    handle: withModules(handle('Mein Bereich', PORTAL_HOME_PATHS[0]), 'ui/pages/portal/PortalHomePage.tsx'),
  })),
  {
    path: PARTICIPATION_PATH,
    loader: onFirstCall(async () => (await import('./events.actions')).participationLoader(container)),
    action: onFirstCall(async () => (await import('./events.actions')).participationAction(container)),
    lazy: async () => ({ Component: (await import('./ParticipationPage')).ParticipationPage }),
    handle: withModules(handle('Teilnahme', PARTICIPATION_PATH), 'ui/pages/portal/ParticipationPage.tsx'),
  },
  {
    path: SETTINGS_PATH,
    loader: onFirstCall(async () => (await import('./settings/settings.loader')).settingsLoader(container)),
    action: onFirstCall(async () => (await import('./settings/settings.action')).settingsAction(container)),
    lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
    handle: withModules(handle('Einstellungen', SETTINGS_PATH), 'ui/pages/portal/SettingsPage.tsx'),
  },
  {
    path: LOGIN_EMAIL_CONFIRM_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./settings/confirm-login-email.loader')).confirmLoginEmailLoader),
    action: onFirstCall(async () => (await import('./settings/confirm-login-email.loader')).confirmLoginEmailAction(container)),
    lazy: async () => ({ Component: (await import('./settings/ConfirmLoginEmailPage')).ConfirmLoginEmailPage }),
    handle: withModules(handle('Neue E-Mail-Adresse bestätigen', LOGIN_EMAIL_CONFIRM_PAGE_PATH), 'ui/pages/portal/settings/ConfirmLoginEmailPage.tsx'),
  },
];
