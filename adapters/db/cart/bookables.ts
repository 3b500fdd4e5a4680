import { inArray, sql } from 'drizzle-orm';
import { conferenceBookable, seminarBookable, type Bookable } from '../../../application/orders/bookable';
import { ConferenceReads } from '../catalogue-conferences';
import { EventReads } from '../catalogue-events';
import type { AppDatabase } from '../database';
import { bookables, conferences, events } from '../schema';

/** The bookables of the ids, each read as its kind (a seminar date with its theme and venue, a Fachtagung); unknown ids are left out. */
export const bookablesOf = async (db: AppDatabase, eventIds: readonly number[]): Promise<ReadonlyMap<number, Bookable>> => {
  if (eventIds.length === 0) return new Map();
  const kinds = await db.select().from(bookables).where(inArray(bookables.bookableId, [...eventIds]));
  const seminarIds = kinds.filter((row) => row.kind === 'seminar').map((row) => row.bookableId);
  const conferenceIds = kinds.filter((row) => row.kind === 'fachtagung').map((row) => row.bookableId);
  const eventReads = new EventReads(db);
  const [seminars, conferences] = await Promise.all([
    Promise.all(seminarIds.map((eventId) => eventReads.find(eventId))),
    conferenceIds.length === 0 ? [] : new ConferenceReads(db).find({ bookableIds: conferenceIds }),
  ]);
  const cancelled = new Set(kinds.filter((row) => row.cancelledAt !== null).map((row) => row.bookableId));
  const withState = (bookable: Bookable): readonly [number, Bookable] => [bookable.eventId, { ...bookable, cancelled: cancelled.has(bookable.eventId) }];
  return new Map([
    ...seminars.filter((event) => event !== undefined).map((event) => withState(seminarBookable(event))),
    ...conferences.map((conference) => withState(conferenceBookable(conference))),
  ]);
};

/**
 * When a participant's bookable (a seminar date or a Fachtagung, whichever it is) begins and
 * ends, for queries that left-join both `events` and `conferences` on the bookable id.
 */
export const bookableStart = sql<string>`coalesce(${events.startAt}, ${conferences.startAt})`;
export const bookableEnd = sql<string>`coalesce(${events.endAt}, ${conferences.endAt})`;

