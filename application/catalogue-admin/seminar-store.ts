import type * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import type { PriceRecord } from '../../domain/event/event';
import type { Seminar } from '../../domain/seminar/seminar';
import type { SeminarDateKind } from '../../domain/seminar-date/seminar-date';
import type { NewAuditEntry } from '../audit/audit-log';

export interface RubricOption {
  readonly slug: string;
  readonly name: string;
}

/** Which seminars the back office's list shows; no field means all of them. */
export interface SeminarListFilter {
  /** Words of the title, subtitle or address. */
  readonly q?: string | undefined;
  readonly rubricSlug?: string | undefined;
  readonly actionField?: string | undefined;
  /** Which page of the list (from 1); a page past the last is the last. */
  readonly page?: number | undefined;
}

/** Seminars per page of the back office's list. */
export const SEMINAR_PAGE_SIZE = 25;

/** One page of the list: its seminars, how many match in all, and which page it is (after clamping). */
export interface SeminarListSlice {
  readonly entries: readonly SeminarListEntry[];
  readonly total: number;
  readonly page: number;
}

/** The page a request asks for, within 1 … the last page of `total` entries. */
export const clampedPage = (asked: number | undefined, total: number, size: number): number =>
  Math.min(Math.max(1, Math.floor(asked ?? 1)), Math.max(1, Math.ceil(total / size)));

/** A seminar in the back office's list: its coming dates and how full they are. */
export interface SeminarListEntry {
  readonly slug: string;
  readonly title: string;
  readonly rubric: RubricOption;
  readonly actionField: string;
  readonly published: boolean;
  /** Dates that start after now, hidden ones too. */
  readonly comingDates: number;
  /** Seats booked or reserved (and held by open offers) over the coming dates. */
  readonly seatsTaken: number;
  /** Their capacity together. */
  readonly capacity: number;
}

export interface StoredSeminar extends Seminar {
  readonly themeId: number;
  readonly slug: string;
}

/** One date of a seminar as its back-office page lists it. */
export interface SeminarDateLine {
  readonly eventId: number;
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly kind: SeminarDateKind;
  /** The venue's place, or null online. */
  readonly city: string | null;
  readonly capacity: number;
  readonly seatsTaken: number;
  readonly published: boolean;
  readonly prices: PriceRecord;
}

/** What one transaction of the seminar form reads and writes; nothing stays unless the whole commits. */
export interface SeminarUnit {
  slugTaken(slug: string): Promise<boolean>;
  /** The new seminar's theme id. */
  create(slug: string, seminar: Seminar): Promise<number>;
  update(themeId: number, seminar: Seminar): Promise<void>;
  /** In the same transaction: a change and its entry stay or go together. */
  audit(entries: readonly NewAuditEntry[]): Promise<void>;
}

/** Driven port: the seminars (themes) as the back office reads and changes them (Drizzle, or in memory for tests). */
export interface SeminarStore {
  rubrics(): Promise<readonly RubricOption[]>;
  /** Every Handlungsfeld in use, alphabetically (the list's filter). */
  actionFields(): Promise<readonly string[]>;
  /** One page of the seminars the filter matches, by title, with their coming dates. */
  list(filter: SeminarListFilter, now: Temporal.Instant, pageSize: number): Promise<SeminarListSlice>;
  find(slug: string): Promise<StoredSeminar | undefined>;
  /** Every date of the seminar, hidden ones too, by start. */
  datesOf(themeId: number): Promise<readonly SeminarDateLine[]>;
  transaction<L, A>(work: (unit: SeminarUnit) => Promise<E.Either<L, A>>): Promise<E.Either<L, A>>;
}
