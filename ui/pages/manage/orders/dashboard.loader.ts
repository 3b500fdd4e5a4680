import type { LoaderFunctionArgs } from 'react-router';
import { DashboardWire } from '../../../../application/back-office/order-desk.codecs';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { ORDER_DESK } from '../../../di/ui.tokens';
import { deskTask, hereOf } from '../desk-task';

/** JSON-safe: the dashboard as the wire carries it (instants as ISO strings). */
export type DashboardJson = ReturnType<typeof DashboardWire.encode>;

export const dashboardLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<DashboardJson> =>
    DashboardWire.encode(await deskTask(resolveService(container, ORDER_DESK).dashboard(), hereOf(request)));
