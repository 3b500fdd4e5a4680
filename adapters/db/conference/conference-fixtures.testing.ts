import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { AppDatabase } from '../database';
import { conferenceBookings, conferenceParticipants, conferences } from '../schema';

export interface TestConference {
  readonly conferenceId: number;
  readonly url: string;
  readonly title: string;
  readonly price: number;
}

/** The soonest Fachtagung starting after the instant (the demo data has several). */
export const upcomingConference = async (db: AppDatabase, after: Temporal.Instant): Promise<TestConference> => {
  const [first] = await db
    .select({ conferenceId: conferences.conferenceId, url: conferences.url, title: conferences.title, price: conferences.price })
    .from(conferences)
    .where(gt(conferences.startAt, after.toString()))
    .orderBy(asc(conferences.startAt))
    .limit(1);
  if (first === undefined) throw new Error('the demo data has no upcoming Fachtagung');
  return first;
};

/** Sets the capacity so that exactly `free` seats are left beside the booked ones. */
export const leaveConferenceSeats = async (db: AppDatabase, conferenceId: number, free: number): Promise<void> => {
  const [taken] = await db
    .select({ seats: count() })
    .from(conferenceParticipants)
    .innerJoin(conferenceBookings, eq(conferenceBookings.bookingId, conferenceParticipants.bookingId))
    .where(and(eq(conferenceBookings.conferenceId, conferenceId), eq(conferenceBookings.status, 'booked')));
  await db.update(conferences).set({ capacity: (taken?.seats ?? 0) + free }).where(eq(conferences.conferenceId, conferenceId));
};
