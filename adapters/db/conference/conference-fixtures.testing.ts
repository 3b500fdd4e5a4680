import { asc, eq, gt } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { SessionSlot } from '../../../application/accounts/session';
import type { AppDatabase } from '../database';
import { conferences } from '../schema';
import { seatsTakenBy } from '../cart/seats';

export interface TestConference {
  readonly conferenceId: number;
  readonly bookableId: number;
  readonly url: string;
  readonly title: string;
  readonly price: number;
  readonly startAt: Temporal.Instant;
}

/** The soonest Fachtagung starting after the instant (the demo data has several). */
export const upcomingConference = async (db: AppDatabase, after: Temporal.Instant): Promise<TestConference> => {
  const [first] = await db
    .select({ conferenceId: conferences.conferenceId, bookableId: conferences.bookableId, url: conferences.url, title: conferences.title, price: conferences.price, startAt: conferences.startAt })
    .from(conferences)
    .where(gt(conferences.startAt, after.toString()))
    .orderBy(asc(conferences.startAt))
    .limit(1);
  if (first === undefined) throw new Error('the demo data has no upcoming Fachtagung');
  return { ...first, startAt: Temporal.Instant.from(first.startAt) };
};

/** Sets the capacity so that exactly `free` seats are left beside the taken ones. */
export const leaveConferenceSeats = async (db: AppDatabase, conference: Pick<TestConference, 'conferenceId' | 'bookableId'>, free: number): Promise<void> => {
  const taken = (await seatsTakenBy(db, [conference.bookableId])).get(conference.bookableId) ?? 0;
  await db.update(conferences).set({ capacity: taken + free }).where(eq(conferences.conferenceId, conference.conferenceId));
};

/** A session slot of its own per caller, already stored (as the route's keep() makes it). */
export const sessionOf = (sessionId: string): SessionSlot => {
  const session = { token: sessionId, stored: { sessionId, userId: null } } as unknown as ReturnType<SessionSlot['current']>;
  return { current: () => session, replace: () => undefined };
};
