import { and, eq, inArray, sql } from 'drizzle-orm';
import { PARTICIPANT_STATUSES, takesSeat } from '../../../domain/cart/participant-status';
import type { AppDatabase } from '../database';
import { orderParticipants, waitlistEntries } from '../schema';

/** The statuses whose participants hold seats, from the domain's rule (booked and reserved). */
export const SEATED_STATUSES = PARTICIPANT_STATUSES.filter(takesSeat);

/**
 * Seats taken per event: those of ordered participants holding one (a group reservation may
 * hold several) and those offered to the waiting list while the offer is open (they are held for
 * the one it was offered to). An event without any is left out, which reads as 0. The one count
 * the checkout, the waiting list and the catalogue's booking state share.
 */
export const seatsTakenBy = async (db: AppDatabase, eventIds: readonly number[]): Promise<ReadonlyMap<number, number>> => {
  if (eventIds.length === 0) return new Map();
  const ids = [...eventIds];
  const held = db
    .select({ eventId: orderParticipants.eventId, seats: orderParticipants.seats })
    .from(orderParticipants)
    .where(and(inArray(orderParticipants.eventId, ids), inArray(orderParticipants.status, SEATED_STATUSES)))
    .unionAll(
      db
        .select({ eventId: waitlistEntries.eventId, seats: waitlistEntries.seats })
        .from(waitlistEntries)
        .where(and(inArray(waitlistEntries.eventId, ids), eq(waitlistEntries.status, 'offered'))),
    )
    .as('held');
  const rows = await db
    .select({ eventId: held.eventId, seats: sql<string>`sum(${held.seats})` })
    .from(held)
    .groupBy(held.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.seats)]));
};
