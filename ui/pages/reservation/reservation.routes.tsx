import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { RESERVATION_CONFIRMATION_PATH, RESERVATION_PAGE_PATH } from './reservation.paths';
import { onFirstCall } from '../../routing/on-first-call';

const handle = (title: string, canonicalPath: string, module: string, noIndex: boolean): RouteHandle & ChunkHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description: 'Seminarplätze unverbindlich reservieren.', canonicalPath, noIndex }),
  modules: [module],
});

/** /reservierung (spec §2) and its confirmation. */
export const reservationRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: RESERVATION_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./reservation.loaders')).reservationLoader(container)),
    action: onFirstCall(async () => (await import('./reservation.loaders')).reservationAction(container)),
    lazy: async () => ({ Component: (await import('./ReservationPage')).ReservationPage }),
    handle: handle('Plätze reservieren', RESERVATION_PAGE_PATH, 'ui/pages/reservation/ReservationPage.tsx', false),
  },
  {
    path: RESERVATION_CONFIRMATION_PATH,
    loader: onFirstCall(async () => (await import('./reservation.loaders')).reservationConfirmationLoader(container)),
    lazy: async () => ({ Component: (await import('./ReservationConfirmationPage')).ReservationConfirmationPage }),
    handle: handle('Ihre Reservierung', RESERVATION_CONFIRMATION_PATH, 'ui/pages/reservation/ReservationConfirmationPage.tsx', true),
  },
];
