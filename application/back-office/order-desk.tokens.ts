import { token } from '../tokens';
import type { OrderDeskForRequest } from './order-desk.port';
import type { OpenRequestsCount } from './open-requests';

export const ORDER_DESK = token<OrderDeskForRequest>('OrderDesk');
/** Bound by the request inbox; unbound, the dashboard shows no count of open requests. */
export const OPEN_REQUESTS_COUNT = token<OpenRequestsCount>('OpenRequestsCount');
