import { token } from '../tokens';
import type { OrderDeskForRequest } from './order-desk.port';

export const ORDER_DESK = token<OrderDeskForRequest>('OrderDesk');
