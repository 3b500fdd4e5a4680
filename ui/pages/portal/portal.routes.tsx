import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { LOGIN_EMAIL_CONFIRM_PAGE_PATH } from '../../../application/portal/portal.paths';
import { PAPERWORK_REFUSED_PATH } from '../../../application/documents/paperwork.paths';
import { BOOK_RESERVATION_PATH, BR_A_Z_PATH, EVENT_FILES_PATH, FEEDBACK_PAGE_PATH, INVOICES_PATH, PARTICIPATION_PATH, PHOTO_DELETE_PATH, PORTAL_HOME_PATHS, SETTINGS_PATH } from './portal.paths';
import { onFirstCall } from '../../routing/on-first-call';
import { DATA_EXPORT_PAGE_PATH } from '../../../application/privacy/privacy.paths';
import { ACCOUNT_DELETED_PATH } from './privacy/privacy-paths';

/** Personal pages: never indexed. */
export const handle = (title: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description: `${title} im Kundenportal.`, canonicalPath, noIndex: true }),
});

/** The customer portal (meinifb): Mein Bereich, Einstellungen and the Gremium pages. */
export const portalRoutes = (container: PageContainer): RouteObject[] => [
  ...PORTAL_HOME_PATHS.map((path) => ({
    path,
    loader: onFirstCall(async () => (await import('./portal.loaders')).portalHomeLoader(container)),
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
    path: BOOK_RESERVATION_PATH,
    loader: onFirstCall(async () => (await import('./events.actions')).bookReservationLoader(container)),
    action: onFirstCall(async () => (await import('./events.actions')).bookReservationAction(container)),
    lazy: async () => ({ Component: (await import('./BookReservationPage')).BookReservationPage }),
    handle: withModules(handle('Reservierung verbindlich buchen', BOOK_RESERVATION_PATH), 'ui/pages/portal/BookReservationPage.tsx'),
  },
  {
    path: PAPERWORK_REFUSED_PATH,
    loader: onFirstCall(async () => (await import('./paperwork/paperwork-refused.loader')).paperworkRefusedLoader),
    lazy: async () => ({ Component: (await import('./paperwork/PaperworkRefusedPage')).PaperworkRefusedPage }),
    handle: withModules(handle('Unterlagen', PORTAL_HOME_PATHS[1]), 'ui/pages/portal/paperwork/PaperworkRefusedPage.tsx'),
  },
  {
    path: INVOICES_PATH,
    loader: onFirstCall(async () => (await import('./invoices/invoices.loader')).invoicesLoader(container)),
    lazy: async () => ({ Component: (await import('./invoices/InvoicesPage')).InvoicesPage }),
    handle: withModules(handle('Rechnungen', INVOICES_PATH), 'ui/pages/portal/invoices/InvoicesPage.tsx'),
  },
  {
    path: SETTINGS_PATH,
    loader: onFirstCall(async () => (await import('./settings/settings.loader')).settingsLoader(container)),
    action: onFirstCall(async () => (await import('./settings/settings.action')).settingsAction(container)),
    lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
    handle: withModules(handle('Einstellungen', SETTINGS_PATH), 'ui/pages/portal/SettingsPage.tsx'),
  },
  {
    path: EVENT_FILES_PATH,
    loader: onFirstCall(async () => (await import('./event-files/event-files.loaders')).eventFilesLoader(container)),
    action: onFirstCall(async () => (await import('./event-files/event-files.loaders')).eventFilesAction(container)),
    lazy: async () => ({ Component: (await import('./event-files/EventFilesPage')).EventFilesPage }),
    handle: withModules(handle('Unterlagen und Fotos', EVENT_FILES_PATH), 'ui/pages/portal/event-files/EventFilesPage.tsx'),
  },
  {
    path: PHOTO_DELETE_PATH,
    loader: onFirstCall(async () => (await import('./event-files/photo-delete.loader')).photoDeleteLoader(container)),
    lazy: async () => ({ Component: (await import('./event-files/PhotoDeletePage')).PhotoDeletePage }),
    handle: withModules(handle('Foto löschen', EVENT_FILES_PATH), 'ui/pages/portal/event-files/PhotoDeletePage.tsx'),
  },
  {
    path: BR_A_Z_PATH,
    loader: onFirstCall(async () => (await import('./br-a-z/br-a-z.loader')).brAzLoader(container)),
    lazy: async () => ({ Component: (await import('./br-a-z/BrAzPage')).BrAzPage }),
    handle: withModules(handle('BR A–Z', BR_A_Z_PATH), 'ui/pages/portal/br-a-z/BrAzPage.tsx'),
  },
  {
    path: FEEDBACK_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./feedback/feedback.loaders')).feedbackLoader(container)),
    action: onFirstCall(async () => (await import('./feedback/feedback.loaders')).feedbackAction(container)),
    lazy: async () => ({ Component: (await import('./feedback/FeedbackPage')).FeedbackPage }),
    handle: withModules(handle('Feedback zu einem Seminar', FEEDBACK_PAGE_PATH), 'ui/pages/portal/feedback/FeedbackPage.tsx'),
  },
  {
    path: LOGIN_EMAIL_CONFIRM_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./settings/confirm-login-email.loader')).confirmLoginEmailLoader),
    action: onFirstCall(async () => (await import('./settings/confirm-login-email.loader')).confirmLoginEmailAction(container)),
    lazy: async () => ({ Component: (await import('./settings/ConfirmLoginEmailPage')).ConfirmLoginEmailPage }),
    handle: withModules(handle('Neue E-Mail-Adresse bestätigen', LOGIN_EMAIL_CONFIRM_PAGE_PATH), 'ui/pages/portal/settings/ConfirmLoginEmailPage.tsx'),
  },
  {
    path: DATA_EXPORT_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./privacy/data-export.loader')).dataExportLoader),
    lazy: async () => ({ Component: (await import('./privacy/DataExportPage')).DataExportPage }),
    handle: withModules(handle('Ihre Datenauskunft', DATA_EXPORT_PAGE_PATH), 'ui/pages/portal/privacy/DataExportPage.tsx'),
  },
  {
    path: ACCOUNT_DELETED_PATH,
    lazy: async () => ({ Component: (await import('./privacy/AccountDeletedPage')).AccountDeletedPage }),
    handle: withModules(handle('Konto gelöscht', ACCOUNT_DELETED_PATH), 'ui/pages/portal/privacy/AccountDeletedPage.tsx'),
  },
];
