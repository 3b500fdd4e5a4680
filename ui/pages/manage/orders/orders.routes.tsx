import type { RouteObject } from 'react-router';
import { ORDER_DESK_PAGES } from '../../../../application/back-office/order-desk.paths';
import type { PageContainer } from '../../../di/page-container';
import { onFirstCall } from '../../../routing/on-first-call';
import { withModules } from '../../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../../routing/page-meta';

const handle = (title: string, description: string, canonicalPath: string): RouteHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath, noIndex: true }),
});

/** The orders' pages of the back office, each a chunk of its own. */
export const orderDeskRoutes = (container: PageContainer): RouteObject[] => {
  const order = () => import('./order.loader');
  const participant = () => import('./participant-action.loader');
  return [
    {
      path: ORDER_DESK_PAGES.dashboard,
      loader: onFirstCall(async () => (await import('./dashboard.loader')).dashboardLoader(container)),
      lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
      handle: withModules(handle('Übersicht der Verwaltung', 'Bestellungen, Termine, Wartelisten und Anfragen auf einen Blick.', ORDER_DESK_PAGES.dashboard), 'ui/pages/manage/orders/DashboardPage.tsx'),
    },
    {
      path: ORDER_DESK_PAGES.orders,
      loader: onFirstCall(async () => (await import('./orders.loader')).ordersLoader(container)),
      lazy: async () => ({ Component: (await import('./OrdersPage')).OrdersPage }),
      handle: withModules(handle('Bestellungen', 'Bestellungen suchen und filtern.', ORDER_DESK_PAGES.orders), 'ui/pages/manage/orders/OrdersPage.tsx'),
    },
    {
      path: ORDER_DESK_PAGES.order,
      loader: onFirstCall(async () => (await order()).orderLoader(container)),
      action: onFirstCall(async () => (await order()).orderAction(container)),
      lazy: async () => ({ Component: (await import('./OrderPage')).OrderPage }),
      handle: withModules(handle('Bestellung', 'Eine Bestellung mit Teilnehmern, Rechnungen und Verlauf.', ORDER_DESK_PAGES.orders), 'ui/pages/manage/orders/OrderPage.tsx'),
    },
    {
      path: ORDER_DESK_PAGES.participantAction,
      loader: onFirstCall(async () => (await participant()).participantActionLoader(container)),
      action: onFirstCall(async () => (await participant()).participantAction(container)),
      lazy: async () => ({ Component: (await import('./ParticipantActionPage')).ParticipantActionPage }),
      handle: withModules(handle('Teilnahme ändern', 'Eine Änderung einer Teilnahme bestätigen.', ORDER_DESK_PAGES.orders), 'ui/pages/manage/orders/ParticipantActionPage.tsx'),
    },
  ];
};
