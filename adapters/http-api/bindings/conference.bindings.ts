import type { Container } from 'inversify';
import { SESSIONS, USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { SessionService } from '../../../application/accounts/session.service';
import type { UserRepository } from '../../../application/accounts/user.repository';
import type { CatalogueRepository } from '../../../application/catalogue/catalogue.repository';
import { CATALOGUE_REPOSITORY } from '../../../application/catalogue/catalogue.tokens';
import type { ConferenceRegistrationStore } from '../../../application/conference/conference-registration.repository';
import { ConferenceBookingService } from '../../../application/conference/conference-booking.service';
import { CONFERENCE_BOOKINGS, CONFERENCE_REGISTRATION_STORE } from '../../../application/conference/conference.tokens';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { BookSeats } from '../../../application/orders/book-seats';
import type { OrderReading } from '../../../application/orders/order-reading';
import type { OrderStore } from '../../../application/orders/orders.repository';
import { BOOK_SEATS, ORDER_READING, ORDER_STORE } from '../../../application/orders/orders.tokens';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { DrizzleConferenceRegistrationStore } from '../../db/conference/conference-registration-store';
import type { AppDatabase } from '../../db/database';

/** Fachtagung sign-ups and bookings (/api/fachtagung/…); a booking is an order, bound after the cart's (bindCart). */
export const bindConferenceBookings = (container: Container, db: AppDatabase): void => {
  container.bind(CONFERENCE_REGISTRATION_STORE).toConstantValue(new DrizzleConferenceRegistrationStore(db));
  container
    .bind(CONFERENCE_BOOKINGS)
    .toResolvedValue(
      (
        registrations: ConferenceRegistrationStore,
        bookSeats: BookSeats,
        orders: OrderReading,
        store: OrderStore,
        users: UserRepository,
        catalogue: CatalogueRepository,
        outbox: Outbox,
        clock: Clock,
        sessions: SessionService,
      ) => new ConferenceBookingService({ registrations, bookSeats, orders, store, users, catalogue, outbox, clock, sessions }),
      [CONFERENCE_REGISTRATION_STORE, BOOK_SEATS, ORDER_READING, ORDER_STORE, USER_REPOSITORY, CATALOGUE_REPOSITORY, OUTBOX, CLOCK, SESSIONS],
    )
    .inSingletonScope();
};
