import { token } from '../tokens';
import type { BookSeats } from './book-seats';
import type { PlaceOrder } from './checkout';
import type { OrderReading } from './order-reading';
import type { OrderBookings, WaitingListForRequest } from './orders.port';
import type { OrderStore } from './orders.repository';

export const ORDER_STORE = token<OrderStore>('OrderStore');
export const PLACE_ORDER = token<PlaceOrder>('PlaceOrder');
export const WAITING_LIST = token<WaitingListForRequest>('WaitingList');
export const ORDER_BOOKINGS = token<OrderBookings>('OrderBookings');
export const BOOK_SEATS = token<BookSeats>('BookSeats');
export const ORDER_READING = token<OrderReading>('OrderReading');
