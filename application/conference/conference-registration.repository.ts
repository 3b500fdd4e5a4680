import type * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import type { AppError } from '../../domain/errors/app-error';
import type { OutboxTransaction } from '../mail/outbox.port';

export interface NewConferenceRegistration {
  readonly conferenceId: number | null;
  readonly userId: number | null;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly company: string;
  readonly phone: string;
  readonly message: string;
  readonly at: Temporal.Instant;
}

export interface ConferenceRegistrationTransaction {
  /** For the outbox: the sign-up's mail is queued exactly when this transaction commits. */
  readonly handle: OutboxTransaction;
  insertRegistration(registration: NewConferenceRegistration): Promise<number>;
}

/**
 * Driven port: sign-ups of interest in a Fachtagung (/fachtagung/anmeldung). Bookings are
 * orders like any other and live in the order store.
 */
export interface ConferenceRegistrationStore {
  /** A Left answer or a thrown error rolls back everything the work wrote. */
  transaction<A>(work: (tx: ConferenceRegistrationTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>>;
}
