import { and, asc, count, eq, gt, ilike, inArray, or } from 'drizzle-orm';
import type * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import {
  clampedPage,
  type RubricOption,
  type SeminarDateLine,
  type SeminarListFilter,
  type SeminarListSlice,
  type SeminarStore,
  type SeminarUnit,
  type StoredSeminar,
} from '../../../application/catalogue-admin/seminar-store';
import { cents } from '../../../domain/money/money';
import type { Seminar } from '../../../domain/seminar/seminar';
import { auditLogRow } from '../audit/audit-log-repository';
import { seatsTakenBy } from '../cart/seats';
import { instant, optionalCents } from '../catalogue-rows';
import type { AppDatabase } from '../database';
import { eitherTransaction } from '../either-transaction';
import { auditLog, events, hotels, rubrics, themes } from '../schema';

/** A LIKE pattern that finds the words as typed (%, _ and \ taken literally). */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The theme columns a seminar writes; the rubric by its slug. */
const themeValues = (seminar: Seminar, rubricId: number) => ({
  title: seminar.title,
  subtitle: seminar.subtitle,
  description: seminar.description,
  rubricId,
  actionField: seminar.actionField,
  targetGroups: [...seminar.targetGroups],
  tags: [...seminar.tags],
  published: seminar.published,
});

const rubricIdOf = async (db: AppDatabase, slug: string): Promise<number> => {
  const [row] = await db.select({ rubricId: rubrics.rubricId }).from(rubrics).where(eq(rubrics.slug, slug));
  if (row === undefined) throw new Error(`unknown rubric ${slug}: the use case checks it first`);
  return row.rubricId;
};

class DrizzleSeminarUnit implements SeminarUnit {
  constructor(private readonly tx: AppDatabase) {}

  async slugTaken(slug: string): Promise<boolean> {
    const [row] = await this.tx.select({ themeId: themes.themeId }).from(themes).where(eq(themes.slug, slug));
    return row !== undefined;
  }

  async create(slug: string, seminar: Seminar): Promise<number> {
    const values = themeValues(seminar, await rubricIdOf(this.tx, seminar.rubricSlug));
    const [row] = await this.tx
      .insert(themes)
      .values({ ...values, slug, redirectUrl: `/seminare/p/${slug}` })
      .returning({ themeId: themes.themeId });
    if (row === undefined) throw new Error('insert returned no theme');
    return row.themeId;
  }

  async update(themeId: number, seminar: Seminar): Promise<void> {
    await this.tx.update(themes).set(themeValues(seminar, await rubricIdOf(this.tx, seminar.rubricSlug))).where(eq(themes.themeId, themeId));
  }

  async audit(entries: readonly NewAuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.tx.insert(auditLog).values(entries.map(auditLogRow));
  }
}

/** The back office's seminars in PostgreSQL (or PGlite): hidden ones too. */
export class DrizzleSeminarStore implements SeminarStore {
  constructor(private readonly db: AppDatabase) {}

  rubrics(): Promise<readonly RubricOption[]> {
    return this.db.select({ slug: rubrics.slug, name: rubrics.name }).from(rubrics).orderBy(asc(rubrics.rubricId));
  }

  async actionFields(): Promise<readonly string[]> {
    const rows = await this.db.selectDistinct({ actionField: themes.actionField }).from(themes).orderBy(asc(themes.actionField));
    return rows.map((row) => row.actionField);
  }

  async list(filter: SeminarListFilter, now: Temporal.Instant, pageSize: number): Promise<SeminarListSlice> {
    const q = filter.q?.trim() ?? '';
    const matching = and(
      q === '' ? undefined : or(ilike(themes.title, containing(q)), ilike(themes.subtitle, containing(q)), ilike(themes.slug, containing(q))),
      filter.rubricSlug === undefined ? undefined : eq(rubrics.slug, filter.rubricSlug),
      filter.actionField === undefined ? undefined : eq(themes.actionField, filter.actionField),
    );
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(themes).innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId)).where(matching);
    const page = clampedPage(filter.page, total, pageSize);
    const rows = await this.db
      .select({
        themeId: themes.themeId,
        slug: themes.slug,
        title: themes.title,
        rubric: { slug: rubrics.slug, name: rubrics.name },
        actionField: themes.actionField,
        published: themes.published,
      })
      .from(themes)
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .where(matching)
      .orderBy(asc(themes.title), asc(themes.themeId))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    if (rows.length === 0) return { entries: [], total, page };
    const coming = await this.db
      .select({ eventId: events.eventId, themeId: events.themeId, capacity: events.capacity })
      .from(events)
      .where(and(gt(events.startAt, now.toString()), inArray(events.themeId, rows.map((row) => row.themeId))));
    const seats = await seatsTakenBy(this.db, coming.map((date) => date.eventId));
    const totals = new Map<number, { dates: number; seatsTaken: number; capacity: number }>();
    for (const date of coming) {
      const total = totals.get(date.themeId) ?? { dates: 0, seatsTaken: 0, capacity: 0 };
      totals.set(date.themeId, { dates: total.dates + 1, seatsTaken: total.seatsTaken + (seats.get(date.eventId) ?? 0), capacity: total.capacity + date.capacity });
    }
    const entries = rows.map(({ themeId, ...row }) => {
      const sum = totals.get(themeId);
      return { ...row, comingDates: sum?.dates ?? 0, seatsTaken: sum?.seatsTaken ?? 0, capacity: sum?.capacity ?? 0 };
    });
    return { entries, total, page };
  }

  async find(slug: string): Promise<StoredSeminar | undefined> {
    const [row] = await this.db
      .select({
        themeId: themes.themeId,
        slug: themes.slug,
        title: themes.title,
        subtitle: themes.subtitle,
        description: themes.description,
        targetGroups: themes.targetGroups,
        tags: themes.tags,
        rubricSlug: rubrics.slug,
        actionField: themes.actionField,
        published: themes.published,
      })
      .from(themes)
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .where(eq(themes.slug, slug));
    return row;
  }

  async datesOf(themeId: number): Promise<readonly SeminarDateLine[]> {
    const rows = await this.db
      .select({
        eventId: events.eventId,
        startAt: events.startAt,
        endAt: events.endAt,
        kind: events.kind,
        city: hotels.locationName,
        capacity: events.capacity,
        published: events.published,
        price: events.price,
        priceParticipantTwo: events.priceParticipantTwo,
        priceParticipantThree: events.priceParticipantThree,
        priceParticipantFour: events.priceParticipantFour,
        priceParticipantFive: events.priceParticipantFive,
      })
      .from(events)
      .leftJoin(hotels, eq(hotels.hotelId, events.hotelId))
      .where(eq(events.themeId, themeId))
      .orderBy(asc(events.startAt), asc(events.eventId));
    const seats = await seatsTakenBy(this.db, rows.map((row) => row.eventId));
    return rows.map((row) => ({
      eventId: row.eventId,
      startDate: instant(row.startAt),
      endDate: instant(row.endAt),
      kind: row.kind,
      city: row.kind === 'online' ? null : row.city,
      capacity: row.capacity,
      seatsTaken: seats.get(row.eventId) ?? 0,
      published: row.published,
      prices: {
        price: cents(row.price),
        ...tiers(row),
      },
    }));
  }

  transaction<L, A>(work: (unit: SeminarUnit) => Promise<E.Either<L, A>>): Promise<E.Either<L, A>> {
    return eitherTransaction<A, L>(this.db, (tx) => work(new DrizzleSeminarUnit(tx)));
  }
}

/** The tiers that are set (an unset one falls back, spec §9). */
const tiers = (row: {
  readonly priceParticipantTwo: number | null;
  readonly priceParticipantThree: number | null;
  readonly priceParticipantFour: number | null;
  readonly priceParticipantFive: number | null;
}) =>
  Object.fromEntries(
    (['priceParticipantTwo', 'priceParticipantThree', 'priceParticipantFour', 'priceParticipantFive'] as const).flatMap((field) => {
      const amount = optionalCents(row[field]);
      return amount === undefined ? [] : [[field, amount]];
    }),
  );
