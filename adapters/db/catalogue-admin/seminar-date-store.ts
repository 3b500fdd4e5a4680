import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type * as E from 'fp-ts/Either';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import { FIRST_DATE_ID, type NewSeminarDate, type SeatCounts, type SeminarDateStore, type SeminarDateUnit, type StoredSeminarDate, type ThemeRef, type VenueRef } from '../../../application/catalogue-admin/seminar-date-store';
import { cents } from '../../../domain/money/money';
import { isPresenceVenue } from '../../../domain/event/event-kind';
import { isOneDayDate, type SeminarDate } from '../../../domain/seminar-date/seminar-date';
import type { SeriesModule } from '../../../domain/seminar-date/series-modules';
import { auditLogRow } from '../audit/audit-log-repository';
import { seatsTakenBy } from '../cart/seats';
import { notCancelled } from '../cancelled-bookables';
import { instant, optionalCents } from '../catalogue-rows';
import type { AppDatabase } from '../database';
import { eitherTransaction } from '../either-transaction';
import { auditLog, bookables, eventManagers, eventModules, events, hotels, orderParticipants, themes, waitlistEntries } from '../schema';

/** Dates read per query when every date is exported. */
const EXPORT_PAGE = 1000;

const dateColumns = {
  eventId: events.eventId,
  themeSlug: themes.slug,
  title: themes.title,
  startAt: events.startAt,
  endAt: events.endAt,
  kind: events.kind,
  hotelId: events.hotelId,
  capacity: events.capacity,
  price: events.price,
  priceParticipantTwo: events.priceParticipantTwo,
  priceParticipantThree: events.priceParticipantThree,
  priceParticipantFour: events.priceParticipantFour,
  priceParticipantFive: events.priceParticipantFive,
  published: events.published,
  modules: sql<readonly ModuleJson[]>`(
    select coalesce(json_agg(json_build_object('startAt', m.start_at, 'endAt', m.end_at, 'hotelId', m.hotel_id) order by m.position), '[]'::json)
    from ${eventModules} m where m.event_id = ${events.eventId})`,
  cancelled: sql<boolean>`not ${notCancelled(events.eventId)}`,
};

interface DateRow {
  readonly eventId: number;
  readonly themeSlug: string;
  readonly title: string;
  readonly startAt: string;
  readonly endAt: string;
  readonly kind: SeminarDate['kind'];
  readonly hotelId: number | null;
  readonly capacity: number;
  readonly price: number;
  readonly priceParticipantTwo: number | null;
  readonly priceParticipantThree: number | null;
  readonly priceParticipantFour: number | null;
  readonly priceParticipantFive: number | null;
  readonly published: boolean;
  readonly modules: readonly ModuleJson[];
  readonly cancelled: boolean;
}

/** A module as the date's query hands it over inside JSON, in position order. */
interface ModuleJson {
  readonly startAt: string;
  readonly endAt: string;
  readonly hotelId: number | null;
}

const moduleOf = (module: ModuleJson): SeriesModule => ({
  startDate: instant(module.startAt),
  endDate: instant(module.endAt),
  hotelId: module.hotelId === null || !isPresenceVenue(module.hotelId) ? null : module.hotelId,
});

const tier = (value: number | null) => optionalCents(value);

const storedDate = (row: DateRow, seatsTaken: number): StoredSeminarDate => ({
  eventId: row.eventId,
  themeSlug: row.themeSlug,
  title: row.title,
  date: {
    startDate: instant(row.startAt),
    endDate: instant(row.endAt),
    kind: row.kind,
    // A stored online date's hotel is no venue (spec §1): the back office shows none.
    hotelId: row.kind === 'online' ? null : row.hotelId,
    capacity: row.capacity,
    prices: {
      price: cents(row.price),
      ...(tier(row.priceParticipantTwo) === undefined ? {} : { priceParticipantTwo: tier(row.priceParticipantTwo) }),
      ...(tier(row.priceParticipantThree) === undefined ? {} : { priceParticipantThree: tier(row.priceParticipantThree) }),
      ...(tier(row.priceParticipantFour) === undefined ? {} : { priceParticipantFour: tier(row.priceParticipantFour) }),
      ...(tier(row.priceParticipantFive) === undefined ? {} : { priceParticipantFive: tier(row.priceParticipantFive) }),
    },
    published: row.published,
  },
  modules: row.modules.map(moduleOf),
  seatsTaken,
  cancelled: row.cancelled,
});

/** The columns a date writes: kind, online flag and the one-day flag follow from it (domain/seminar-date). */
const eventColumns = (date: SeminarDate) => ({
  startAt: date.startDate.toString(),
  endAt: date.endDate.toString(),
  isOnline: date.kind === 'online',
  hotelId: date.hotelId,
  capacity: date.capacity,
  price: date.prices.price,
  priceParticipantTwo: date.prices.priceParticipantTwo ?? null,
  priceParticipantThree: date.prices.priceParticipantThree ?? null,
  priceParticipantFour: date.prices.priceParticipantFour ?? null,
  priceParticipantFive: date.prices.priceParticipantFive ?? null,
  kind: date.kind,
  oneDay: isOneDayDate(date),
  published: date.published,
});

const readDates = async (db: AppDatabase, where: SQL | undefined, limit?: number): Promise<readonly StoredSeminarDate[]> => {
  const query = db.select(dateColumns).from(events).innerJoin(themes, eq(themes.themeId, events.themeId)).where(where).orderBy(asc(events.eventId));
  const rows = await (limit === undefined ? query : query.limit(limit));
  const seats = await seatsTakenBy(db, rows.map((row) => row.eventId));
  return rows.map((row) => storedDate(row, seats.get(row.eventId) ?? 0));
};

/** A transaction's reads and writes of the back office's dates. */
class DrizzleSeminarDateUnit implements SeminarDateUnit {
  constructor(private readonly tx: AppDatabase) {}

  async datesByIds(eventIds: readonly number[]): Promise<ReadonlyMap<number, StoredSeminarDate>> {
    if (eventIds.length === 0) return new Map();
    const dates = await readDates(this.tx, inArray(events.eventId, [...eventIds]));
    return new Map(dates.map((date) => [date.eventId, date]));
  }

  async create(dates: readonly NewSeminarDate[]): Promise<readonly number[]> {
    if (dates.length === 0) return [];
    // Seminar dates and Fachtagungen share the bookables' ids: no other writer may take the next one meanwhile.
    await this.tx.execute(sql`lock table ${bookables} in exclusive mode`);
    const [{ last } = { last: 0 }] = await this.tx.select({ last: sql<number>`coalesce(max(${bookables.bookableId}), 0)::int` }).from(bookables);
    const first = Math.max(last + 1, FIRST_DATE_ID);
    const ids = dates.map((_, index) => first + index);
    const managers = await this.managersOf(dates.map((date) => date.themeId));
    await this.tx.insert(bookables).values(ids.map((bookableId) => ({ bookableId, kind: 'seminar' as const })));
    await this.tx.insert(events).values(
      dates.map((date, index) => ({ eventId: ids[index] ?? 0, themeId: date.themeId, eventManager: managers.get(date.themeId) ?? '', ...eventColumns(date.date) })),
    );
    return ids;
  }

  /** A batch of changed dates in one statement: one round trip for up to 500 rows, not one each. */
  async update(changes: readonly { readonly eventId: number; readonly date: SeminarDate }[]): Promise<void> {
    if (changes.length === 0) return;
    const values = changes.map(({ eventId, date }) => {
      const c = eventColumns(date);
      return sql`(${eventId}::int, ${c.startAt}::timestamptz, ${c.endAt}::timestamptz, ${c.isOnline}::boolean, ${c.hotelId}::int, ${c.capacity}::int, ${c.price}::int,
        ${c.priceParticipantTwo}::int, ${c.priceParticipantThree}::int, ${c.priceParticipantFour}::int, ${c.priceParticipantFive}::int, ${c.kind}::text, ${c.oneDay}::boolean, ${c.published}::boolean)`;
    });
    await this.tx.execute(sql`
      update ${events} set
        start_at = v.start_at, end_at = v.end_at, is_online = v.is_online, hotel_id = v.hotel_id, capacity = v.capacity, price = v.price,
        price_participant_two = v.p2, price_participant_three = v.p3, price_participant_four = v.p4, price_participant_five = v.p5,
        kind = v.kind, one_day = v.one_day, published = v.published
      from (values ${sql.join(values, sql`, `)}) as v(event_id, start_at, end_at, is_online, hotel_id, capacity, price, p2, p3, p4, p5, kind, one_day, published)
      where ${events.eventId} = v.event_id`);
  }

  async replaceModules(eventId: number, modules: readonly SeriesModule[]): Promise<void> {
    await this.tx.delete(eventModules).where(eq(eventModules.eventId, eventId));
    if (modules.length === 0) return;
    await this.tx
      .insert(eventModules)
      .values(modules.map((module, index) => ({ eventId, position: index + 1, hotelId: module.hotelId, startAt: module.startDate.toString(), endAt: module.endDate.toString() })));
  }

  async audit(entries: readonly NewAuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.tx.insert(auditLog).values(entries.map(auditLogRow));
  }

  /**
   * Who organises each new date (one theme id per date, in order): whoever organises the theme's
   * latest date; a theme without dates goes to the organiser with the fewest dates so far (on a
   * tie the first by name), counting the dates this batch gives out, so new seminars spread evenly.
   */
  private async managersOf(themeIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
    const rows = await this.tx
      .selectDistinctOn([events.themeId], { themeId: events.themeId, eventManager: events.eventManager })
      .from(events)
      .where(inArray(events.themeId, [...new Set(themeIds)]))
      .orderBy(events.themeId, desc(events.startAt));
    const managers = new Map(rows.map((row) => [row.themeId, row.eventManager]));
    if (themeIds.every((themeId) => managers.has(themeId))) return managers;
    const load = await this.tx
      .select({ name: eventManagers.name, dates: sql<number>`count(${events.eventId})::int` })
      .from(eventManagers)
      .leftJoin(events, eq(events.eventManager, eventManagers.name))
      .groupBy(eventManagers.name)
      .orderBy(asc(eventManagers.name));
    const dates = new Map(load.map((row) => [row.name, row.dates]));
    for (const themeId of themeIds) {
      let manager = managers.get(themeId);
      if (manager === undefined) {
        manager = leastBusy(dates);
        if (manager === undefined) continue;
        managers.set(themeId, manager);
      }
      dates.set(manager, (dates.get(manager) ?? 0) + 1);
    }
    return managers;
  }
}

/** The organiser with the fewest dates; the map's order (by name) decides a tie. */
const leastBusy = (dates: ReadonlyMap<string, number>): string | undefined => {
  let least: [string, number] | undefined;
  for (const entry of dates) if (least === undefined || entry[1] < least[1]) least = entry;
  return least?.[0];
};

/** The back office's dates in PostgreSQL (or PGlite). */
export class DrizzleSeminarDateStore implements SeminarDateStore {
  constructor(private readonly db: AppDatabase) {}

  themes(): Promise<readonly ThemeRef[]> {
    return this.db.select({ themeId: themes.themeId, slug: themes.slug, title: themes.title }).from(themes);
  }

  venues(): Promise<readonly VenueRef[]> {
    return this.db.select({ hotelId: hotels.hotelId, name: hotels.name, city: hotels.locationName }).from(hotels).orderBy(asc(hotels.locationName), asc(hotels.name));
  }

  async dateById(eventId: number): Promise<StoredSeminarDate | undefined> {
    const [found] = await readDates(this.db, eq(events.eventId, eventId));
    return found;
  }

  async seatCounts(eventId: number): Promise<SeatCounts> {
    const seats = sql<string>`coalesce(sum(${orderParticipants.seats}), 0)`;
    const byStatus = await this.db
      .select({ status: orderParticipants.status, seats })
      .from(orderParticipants)
      .where(and(eq(orderParticipants.eventId, eventId), inArray(orderParticipants.status, ['booked', 'reserved'])))
      .groupBy(orderParticipants.status);
    const [waiting] = await this.db
      .select({ seats: sql<string>`coalesce(sum(${waitlistEntries.seats}), 0)` })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventId, eventId), inArray(waitlistEntries.status, ['waiting', 'offered'])));
    const of = (status: string) => Number(byStatus.find((row) => row.status === status)?.seats ?? 0);
    return { booked: of('booked'), reserved: of('reserved'), waiting: Number(waiting?.seats ?? 0) };
  }

  async *allDates(): AsyncIterable<StoredSeminarDate> {
    let after = 0;
    for (;;) {
      const page = await readDates(this.db, gt(events.eventId, after), EXPORT_PAGE);
      yield* page;
      const last = page.at(-1);
      if (last === undefined || page.length < EXPORT_PAGE) return;
      after = last.eventId;
    }
  }

  transaction<L, A>(work: (unit: SeminarDateUnit) => Promise<E.Either<L, A>>): Promise<E.Either<L, A>> {
    return eitherTransaction<A, L>(this.db, (tx) => work(new DrizzleSeminarDateUnit(tx)));
  }
}
