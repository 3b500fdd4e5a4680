import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { portalHomeLoader } from './portal.loaders';
import { LOGIN_EMAIL_CONFIRM_PAGE_PATH } from '../../../application/portal/portal.paths';
import { ConfirmLoginEmailPage } from './settings/ConfirmLoginEmailPage';
import { confirmLoginEmailAction, confirmLoginEmailLoader } from './settings/confirm-login-email.loader';
import { settingsAction } from './settings/settings.action';
import { settingsLoader } from './settings/settings.loader';
import { PARTICIPATION_PATH, PORTAL_HOME_PATHS, SETTINGS_PATH } from './portal.paths';
import { participationAction, participationLoader, portalHomeAction } from './events.actions';
import { ParticipationPage } from './ParticipationPage';
import { PortalHomePage } from './PortalHomePage';
import { SettingsPage } from './SettingsPage';
import { FEEDBACK_PAGE_PATH, feedbackAction, feedbackLoader } from './feedback/feedback.loaders';
import { FeedbackPage } from './feedback/FeedbackPage';
import { BR_A_Z_PATH, brAzLoader } from './br-a-z/br-a-z.loader';
import { BrAzPage } from './br-a-z/BrAzPage';
import { EVENT_FILES_PATH, eventFilesAction, eventFilesLoader } from './event-files/event-files.loaders';
import { EventFilesPage } from './event-files/EventFilesPage';

/** Personal pages: never indexed. */
export const handle = (title: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description: `${title} im Kundenportal.`, canonicalPath, noIndex: true }),
});

/** The customer portal (meinifb): Mein Bereich, Einstellungen and the Gremium pages. */
export const portalRoutes = (container: Container): RouteObject[] => [
  ...PORTAL_HOME_PATHS.map((path) => ({
    path,
    loader: portalHomeLoader(container),
    action: portalHomeAction(container),
    Component: PortalHomePage,
    handle: handle('Mein Bereich', PORTAL_HOME_PATHS[0]),
  })),
  {
    path: PARTICIPATION_PATH,
    loader: participationLoader(container),
    action: participationAction(container),
    Component: ParticipationPage,
    handle: handle('Teilnahme', PARTICIPATION_PATH),
  },
  {
    path: SETTINGS_PATH,
    loader: settingsLoader(container),
    action: settingsAction(container),
    Component: SettingsPage,
    handle: handle('Einstellungen', SETTINGS_PATH),
  },
  {
    path: EVENT_FILES_PATH,
    loader: eventFilesLoader(container),
    action: eventFilesAction(container),
    Component: EventFilesPage,
    handle: handle('Unterlagen und Fotos', EVENT_FILES_PATH),
  },
  {
    path: BR_A_Z_PATH,
    loader: brAzLoader(container),
    Component: BrAzPage,
    handle: handle('BR A–Z', BR_A_Z_PATH),
  },
  {
    path: FEEDBACK_PAGE_PATH,
    loader: feedbackLoader(container),
    action: feedbackAction(container),
    Component: FeedbackPage,
    handle: handle('Feedback zu einem Seminar', FEEDBACK_PAGE_PATH),
  },
  {
    path: LOGIN_EMAIL_CONFIRM_PAGE_PATH,
    loader: confirmLoginEmailLoader,
    action: confirmLoginEmailAction(container),
    Component: ConfirmLoginEmailPage,
    handle: handle('Neue E-Mail-Adresse bestätigen', LOGIN_EMAIL_CONFIRM_PAGE_PATH),
  },
];
