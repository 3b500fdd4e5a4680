import { SessionService } from '../../../application/accounts/session.service';
import { ConferenceBookingService } from '../../../application/conference/conference-booking.service';
import type { Outbox } from '../../../application/mail/outbox.port';
import { BookSeats } from '../../../application/orders/book-seats';
import { BookingsService } from '../../../application/orders/bookings.service';
import { PlaceOrder } from '../../../application/orders/checkout';
import { OrderReading } from '../../../application/orders/order-reading';
import { WaitingListService } from '../../../application/orders/waiting-list.service';
import type { Clock } from '../../../application/ports/clock';
import { cryptoSessionTokens } from '../../http-api/session/crypto-session-tokens';
import { DrizzleOutbox } from '../../mail/drizzle-outbox';
import { DrizzleSessionRepository } from '../accounts/session-repository';
import { DrizzleUserRepository } from '../accounts/user-repository';
import { DrizzleCatalogueRepository } from '../catalogue-repository';
import { DrizzleConferenceRegistrationStore } from '../conference/conference-registration-store';
import type { AppDatabase } from '../database';
import { DrizzleOrderStore } from './order-store';

/**
 * The order use cases over one database, wired as the server wires them (bindCart and
 * bindConferenceBookings), for tests that run them without the HTTP layer. `outbox` replaces
 * the real one (a failing outbox, say).
 */
export const orderServices = (db: AppDatabase, clock: Clock, outbox: Outbox = new DrizzleOutbox(db, clock)) => {
  const store = new DrizzleOrderStore(db);
  const users = new DrizzleUserRepository(db);
  const catalogue = new DrizzleCatalogueRepository(db);
  const sessions = new SessionService(new DrizzleSessionRepository(db), cryptoSessionTokens, clock);
  const bookSeats = new BookSeats(store, outbox, clock);
  const orders = new OrderReading({ store, users });
  return {
    store,
    outbox,
    sessions,
    bookSeats,
    orders,
    placeOrder: new PlaceOrder(bookSeats),
    bookings: new BookingsService({ store, outbox, clock }),
    waitingList: new WaitingListService({ store, bookSeats, orders, outbox, users, sessions, clock }),
    conferenceBookings: new ConferenceBookingService({
      registrations: new DrizzleConferenceRegistrationStore(db),
      bookSeats,
      orders,
      store,
      users,
      catalogue,
      outbox,
      clock,
      sessions,
    }),
  };
};
