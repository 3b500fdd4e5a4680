import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { reservationAction, reservationConfirmationLoader, reservationLoader } from './reservation.loaders';
import { RESERVATION_CONFIRMATION_PATH, RESERVATION_PAGE_PATH } from './reservation.paths';

const handle = (title: string, canonicalPath: string, module: string, noIndex: boolean): RouteHandle & ChunkHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description: 'Seminarplätze unverbindlich reservieren.', canonicalPath, noIndex }),
  modules: [module],
});

/** /reservierung (spec §2) and its confirmation. */
export const reservationRoutes = (container: Container): RouteObject[] => [
  {
    path: RESERVATION_PAGE_PATH,
    loader: reservationLoader(container),
    action: reservationAction(container),
    lazy: async () => ({ Component: (await import('./ReservationPage')).ReservationPage }),
    handle: handle('Plätze reservieren', RESERVATION_PAGE_PATH, 'ui/pages/reservation/ReservationPage.tsx', false),
  },
  {
    path: RESERVATION_CONFIRMATION_PATH,
    loader: reservationConfirmationLoader(container),
    lazy: async () => ({ Component: (await import('./ReservationConfirmationPage')).ReservationConfirmationPage }),
    handle: handle('Ihre Reservierung', RESERVATION_CONFIRMATION_PATH, 'ui/pages/reservation/ReservationConfirmationPage.tsx', true),
  },
];
