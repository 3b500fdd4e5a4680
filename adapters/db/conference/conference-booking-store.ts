import { and, count, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type {
  ConferenceBookingStore,
  ConferenceTransaction,
  NewConferenceBooking,
  NewConferenceParticipant,
  NewConferenceRegistration,
  PlacedConferenceBooking,
} from '../../../application/conference/conference-booking.repository';
import type { AppError } from '../../../domain/errors/app-error';
import { lockConferenceSeats, lockIdempotencyKey } from '../cart/locks';
import type { AppDatabase } from '../database';
import { conferenceBookings, conferenceParticipants, conferenceRegistrations, orderNumberCounters } from '../schema';

/** Carries a Left answer out of Drizzle's transaction, which rolls back on any throw. */
class Rollback extends Error {
  constructor(readonly answer: E.Left<AppError>) {
    super('rolled back: the use case answered with an expected failure');
  }
}

/** Conference sign-ups and bookings over Drizzle; the same on PGlite and PostgreSQL. */
export class DrizzleConferenceBookingStore implements ConferenceBookingStore {
  constructor(private readonly db: AppDatabase) {}

  async transaction<A>(work: (tx: ConferenceTransaction) => Promise<E.Either<AppError, A>>): Promise<E.Either<AppError, A>> {
    try {
      return await this.db.transaction(async (tx) => {
        const answer = await work(new DrizzleConferenceTransaction(tx));
        if (E.isLeft(answer)) throw new Rollback(answer);
        return answer;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.answer;
      throw error;
    }
  }

  async placedBooking(orderNumber: string): Promise<PlacedConferenceBooking | undefined> {
    const [row] = await this.db
      .select({ sessionId: conferenceBookings.idempotencyScope, userId: conferenceBookings.userId, result: conferenceBookings.result })
      .from(conferenceBookings)
      .where(eq(conferenceBookings.orderNumber, orderNumber));
    return row;
  }
}

class DrizzleConferenceTransaction implements ConferenceTransaction {
  constructor(private readonly tx: AppDatabase) {}

  get handle(): AppDatabase {
    return this.tx;
  }

  lockConference(conferenceId: number): Promise<void> {
    return lockConferenceSeats(this.tx, conferenceId);
  }

  lockIdempotencyKey(scope: string, key: string): Promise<void> {
    return lockIdempotencyKey(this.tx, `fachtagung:${scope}`, key);
  }

  async findIdempotentBooking(scope: string, key: string): Promise<{ readonly fingerprint: string; readonly result: unknown } | undefined> {
    const [row] = await this.tx
      .select({ fingerprint: conferenceBookings.fingerprint, result: conferenceBookings.result })
      .from(conferenceBookings)
      .where(and(eq(conferenceBookings.idempotencyScope, scope), eq(conferenceBookings.idempotencyKey, key)));
    return row;
  }

  async seatsTaken(conferenceId: number): Promise<number> {
    const [row] = await this.tx
      .select({ seats: count() })
      .from(conferenceParticipants)
      .innerJoin(conferenceBookings, eq(conferenceBookings.bookingId, conferenceParticipants.bookingId))
      .where(and(eq(conferenceBookings.conferenceId, conferenceId), eq(conferenceBookings.status, 'booked')));
    return row?.seats ?? 0;
  }

  async waitingBookings(conferenceId: number): Promise<number> {
    const [row] = await this.tx
      .select({ bookings: count() })
      .from(conferenceBookings)
      .where(and(eq(conferenceBookings.conferenceId, conferenceId), eq(conferenceBookings.status, 'waitlisted')));
    return row?.bookings ?? 0;
  }

  async nextOrderSequence(year: number): Promise<number> {
    const [row] = await this.tx
      .insert(orderNumberCounters)
      .values({ year, lastSequence: 1 })
      .onConflictDoUpdate({ target: orderNumberCounters.year, set: { lastSequence: sql`${orderNumberCounters.lastSequence} + 1` } })
      .returning({ sequence: orderNumberCounters.lastSequence });
    if (row === undefined) throw new Error('order number counter returned no row');
    return row.sequence;
  }

  async insertRegistration(registration: NewConferenceRegistration): Promise<number> {
    const { at, ...fields } = registration;
    const [row] = await this.tx
      .insert(conferenceRegistrations)
      .values({ ...fields, createdAt: at.toString() })
      .returning({ registrationId: conferenceRegistrations.registrationId });
    if (row === undefined) throw new Error('insert of a conference registration returned no row');
    return row.registrationId;
  }

  async insertBooking(booking: NewConferenceBooking, participants: readonly NewConferenceParticipant[]): Promise<number> {
    const { at, idempotency, ...fields } = booking;
    const [row] = await this.tx
      .insert(conferenceBookings)
      .values({
        ...fields,
        idempotencyScope: idempotency.scope,
        idempotencyKey: idempotency.key,
        fingerprint: idempotency.fingerprint,
        createdAt: at.toString(),
      })
      .returning({ bookingId: conferenceBookings.bookingId });
    if (row === undefined) throw new Error('insert of a conference booking returned no row');
    if (participants.length > 0) await this.tx.insert(conferenceParticipants).values(participants.map((participant) => ({ bookingId: row.bookingId, ...participant })));
    return row.bookingId;
  }

  async saveResult(bookingId: number, result: unknown): Promise<void> {
    await this.tx.update(conferenceBookings).set({ result }).where(eq(conferenceBookings.bookingId, bookingId));
  }
}
