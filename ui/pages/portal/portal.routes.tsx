import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { portalHomeLoader, settingsAction, settingsLoader } from './portal.loaders';
import { PORTAL_HOME_PATHS, SETTINGS_PATH } from './portal.paths';
import { PortalHomePage } from './PortalHomePage';
import { SettingsPage } from './SettingsPage';

/** Personal pages: never indexed. */
export const handle = (title: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description: `${title} im Kundenportal.`, canonicalPath, noIndex: true }),
});

/** The customer portal (meinifb): Mein Bereich, Einstellungen and the Gremium pages. */
export const portalRoutes = (container: Container): RouteObject[] => [
  ...PORTAL_HOME_PATHS.map((path) => ({
    path,
    loader: portalHomeLoader(container),
    Component: PortalHomePage,
    handle: handle('Mein Bereich', PORTAL_HOME_PATHS[0]),
  })),
  {
    path: SETTINGS_PATH,
    loader: settingsLoader(container),
    action: settingsAction(container),
    Component: SettingsPage,
    handle: handle('Einstellungen', SETTINGS_PATH),
  },
];
