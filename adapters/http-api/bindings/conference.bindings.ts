import type { Container } from 'inversify';
import { SESSIONS } from '../../../application/accounts/accounts.tokens';
import type { SessionService } from '../../../application/accounts/session.service';
import type { CatalogueRepository } from '../../../application/catalogue/catalogue.repository';
import { CATALOGUE_REPOSITORY } from '../../../application/catalogue/catalogue.tokens';
import type { ConferenceBookingStore } from '../../../application/conference/conference-booking.repository';
import { ConferenceBookingService } from '../../../application/conference/conference-booking.service';
import { CONFERENCE_BOOKINGS, CONFERENCE_BOOKING_STORE } from '../../../application/conference/conference.tokens';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { DrizzleConferenceBookingStore } from '../../db/conference/conference-booking-store';
import type { AppDatabase } from '../../db/database';

/** Fachtagung sign-ups and bookings (/api/fachtagung/…). */
export const bindConferenceBookings = (container: Container, db: AppDatabase): void => {
  container.bind(CONFERENCE_BOOKING_STORE).toConstantValue(new DrizzleConferenceBookingStore(db));
  container
    .bind(CONFERENCE_BOOKINGS)
    .toResolvedValue(
      (store: ConferenceBookingStore, catalogue: CatalogueRepository, outbox: Outbox, clock: Clock, sessions: SessionService) =>
        new ConferenceBookingService({ store, catalogue, outbox, clock, sessions }),
      [CONFERENCE_BOOKING_STORE, CATALOGUE_REPOSITORY, OUTBOX, CLOCK, SESSIONS],
    )
    .inSingletonScope();
};
