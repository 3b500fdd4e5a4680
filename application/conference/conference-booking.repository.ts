import type * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import type { AppError } from '../../domain/errors/app-error';
import type { Cents } from '../../domain/money/money';
import type { OutboxTransaction } from '../mail/outbox.port';

export interface ConferencePerson {
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}

export interface NewConferenceRegistration extends ConferencePerson {
  readonly conferenceId: number | null;
  readonly userId: number | null;
  readonly company: string;
  readonly phone: string;
  readonly message: string;
  readonly at: Temporal.Instant;
}

export interface NewConferenceBooking extends ConferencePerson {
  readonly orderNumber: string;
  readonly conferenceId: number;
  readonly userId: number | null;
  readonly status: 'booked' | 'waitlisted';
  readonly company: string;
  readonly total: Cents;
  readonly groupDiscount: Cents;
  readonly idempotency: { readonly scope: string; readonly key: string; readonly fingerprint: string };
  readonly at: Temporal.Instant;
}

export interface NewConferenceParticipant extends ConferencePerson {
  readonly position: number;
  readonly function: string;
  readonly price: Cents;
}

/**
 * Driven port: conference sign-ups and bookings. A booking runs in one transaction under the
 * conference's lock, so the seat check and the writes it allows cannot interleave with another's.
 */
export interface ConferenceBookingStore {
  /** A Left answer or a thrown error rolls back everything the work wrote. */
  transaction<A>(work: (tx: ConferenceTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>>;
  /** A booking by its order number: who placed it (session id, account) and the answer it got. */
  placedBooking(orderNumber: string): Promise<PlacedConferenceBooking | undefined>;
}

export interface PlacedConferenceBooking {
  readonly sessionId: string;
  readonly userId: number | null;
  readonly result: unknown;
}

export interface ConferenceTransaction {
  /** For the outbox: a mail is queued exactly when this transaction commits. */
  readonly handle: OutboxTransaction;
  lockConference(conferenceId: number): Promise<void>;
  lockIdempotencyKey(scope: string, key: string): Promise<void>;
  findIdempotentBooking(scope: string, key: string): Promise<{ readonly fingerprint: string; readonly result: unknown } | undefined>;
  /** Participants of the conference's bookings that hold seats. */
  seatsTaken(conferenceId: number): Promise<number>;
  /** How many bookings of the conference wait already. */
  waitingBookings(conferenceId: number): Promise<number>;
  /** The next number of the year's order sequence, shared with the seminar orders. */
  nextOrderSequence(year: number): Promise<number>;
  insertRegistration(registration: NewConferenceRegistration): Promise<number>;
  insertBooking(booking: NewConferenceBooking, participants: readonly NewConferenceParticipant[]): Promise<number>;
  saveResult(bookingId: number, result: unknown): Promise<void>;
}
