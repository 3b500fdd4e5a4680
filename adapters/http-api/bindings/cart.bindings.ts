import type { Container } from 'inversify';
import { SESSIONS, USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { SessionService } from '../../../application/accounts/session.service';
import type { UserRepository } from '../../../application/accounts/user.repository';
import { CATALOGUE_REPOSITORY } from '../../../application/catalogue/catalogue.tokens';
import type { CatalogueRepository } from '../../../application/catalogue/catalogue.repository';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { AppDatabase } from '../../db/database';
import type { Outbox } from '../../../application/mail/outbox.port';
import { PORTAL_BOOKINGS } from '../../../application/portal/portal.tokens';
import type { CartRepository } from '../../../application/cart/cart.repository';
import { CartService } from '../../../application/cart/cart.service';
import { CART_REPOSITORY, SHOPPING_CART } from '../../../application/cart/cart.tokens';
import { BookingsService } from '../../../application/orders/bookings.service';
import { PlaceOrder } from '../../../application/orders/checkout';
import type { OrderBookings } from '../../../application/orders/orders.port';
import type { OrderStore } from '../../../application/orders/orders.repository';
import { BOOK_SEATS, ORDER_BOOKINGS, ORDER_READING, ORDER_STORE, PLACE_ORDER, WAITING_LIST } from '../../../application/orders/orders.tokens';
import { BookSeats } from '../../../application/orders/book-seats';
import { OrderReading } from '../../../application/orders/order-reading';
import { WaitingListService } from '../../../application/orders/waiting-list.service';
import { DrizzleCartRepository } from '../../db/cart/cart-repository';
import { DrizzleOrderStore } from '../../db/cart/order-store';
import { CACHE_ADMIN } from '../../../application/cache/cache.tokens';
import type { CacheAdmin } from '../../../application/cache/cache-admin.port';
import { PUBLIC_PAGES_CACHE } from '../../../application/cache/public-pages';
import { SeatChangeNotifyingStore } from '../../../application/orders/seat-change-notifying-store';
import { BUSINESS_METRICS } from '../../../application/ports/business-metrics.tokens';
import type { BusinessMetrics } from '../../../application/ports/business-metrics';
import { CountingOrderStore } from '../../observability/counting-order-store';
import { INVOICING } from '../../../application/invoices/invoices.tokens';
import type { InvoicingService } from '../../../application/invoices/invoicing.service';
import type { CacheRegistry } from '../../../application/cache/cache-registry';
import { CATALOGUE_CACHES } from '../../../application/cache/catalogue-caches';
import { cachingEventReads } from '../../../application/cache/caching-event-reads';
import type { CatalogueEvent } from '../../../application/catalogue/catalogue-event';
import { MemoryLruCache } from '../../cache/memory-lru-cache';
import { MINUTE_MS } from './caches.bindings';

/**
 * The cart, its checkout, reservations and waiting lists. The orders module also serves the
 * portal's bookings port (PORTAL_BOOKINGS), so the portal shows and cancels bookings without
 * owning them.
 */
export const bindCart = (container: Container, db: AppDatabase, clock: Clock, caches: CacheRegistry): void => {
  container.bind(CART_REPOSITORY).toConstantValue(new DrizzleCartRepository(db));
  const cartEvents = caches.register(
    new MemoryLruCache<CatalogueEvent>({ name: CATALOGUE_CACHES.cartEvents, description: 'Seminartermine mit Thema und Hotel für Warenkorb und Kasse', maxEntries: 2000, ttlMs: MINUTE_MS, clock }),
  );
  // Seats sold or given back change what a public page may show: it is dropped on every instance.
  const admin = container.get<CacheAdmin>(CACHE_ADMIN);
  // What is due to be invoiced or credited is issued at once (the scheduled round would take minutes).
  const seatsChanged = () => {
    void admin.clearCache(PUBLIC_PAGES_CACHE)();
    container.get<InvoicingService>(INVOICING).settleRecentChanges();
  };
  // Orders, booked seats, offers and lapses are counted off the store's committed transactions.
  const counted = new CountingOrderStore(new DrizzleOrderStore(db), container.get<BusinessMetrics>(BUSINESS_METRICS));
  container.bind(ORDER_STORE).toConstantValue(new SeatChangeNotifyingStore(counted, { seatsChanged }));
  container
    .bind(BOOK_SEATS)
    .toResolvedValue((store: OrderStore, outbox: Outbox, clock: Clock) => new BookSeats(store, outbox, clock), [ORDER_STORE, OUTBOX, CLOCK])
    .inSingletonScope();
  container
    .bind(ORDER_READING)
    .toResolvedValue((store: OrderStore, users: UserRepository) => new OrderReading({ store, users }), [ORDER_STORE, USER_REPOSITORY])
    .inSingletonScope();
  container
    .bind(PLACE_ORDER)
    .toResolvedValue((bookSeats: BookSeats) => new PlaceOrder(bookSeats), [BOOK_SEATS])
    .inSingletonScope();
  const bookings = (store: OrderStore, outbox: Outbox, clock: Clock) => new BookingsService({ store, outbox, clock });
  container.bind(ORDER_BOOKINGS).toResolvedValue(bookings, [ORDER_STORE, OUTBOX, CLOCK]).inSingletonScope();
  container.bind(PORTAL_BOOKINGS).toResolvedValue(bookings, [ORDER_STORE, OUTBOX, CLOCK]).inSingletonScope();
  container
    .bind(WAITING_LIST)
    .toResolvedValue(
      (store: OrderStore, bookSeats: BookSeats, orders: OrderReading, outbox: Outbox, users: UserRepository, sessions: SessionService, clock: Clock) =>
        new WaitingListService({ store, bookSeats, orders, outbox, users, sessions, clock }),
      [ORDER_STORE, BOOK_SEATS, ORDER_READING, OUTBOX, USER_REPOSITORY, SESSIONS, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(SHOPPING_CART)
    .toResolvedValue(
      (
        carts: CartRepository,
        catalogue: CatalogueRepository,
        sessions: SessionService,
        users: UserRepository,
        placeOrder: PlaceOrder,
        orderBookings: OrderBookings,
        orders: OrderReading,
        clock: Clock,
      ) => new CartService({ carts, catalogue: cachingEventReads(catalogue, cartEvents), sessions, users, placeOrder, bookings: orderBookings, orders, clock }),
      [CART_REPOSITORY, CATALOGUE_REPOSITORY, SESSIONS, USER_REPOSITORY, PLACE_ORDER, ORDER_BOOKINGS, ORDER_READING, CLOCK],
    )
    .inSingletonScope();
};
