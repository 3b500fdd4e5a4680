import type * as E from 'fp-ts/Either';
import type { SeminarDate } from '../../domain/seminar-date/seminar-date';
import type { SeriesModule } from '../../domain/seminar-date/series-modules';
import type { NewAuditEntry } from '../audit/audit-log';

/** A seminar date as the back office sees it: its theme, its changeable part, and what binds it. */
export interface StoredSeminarDate {
  readonly eventId: number;
  readonly themeSlug: string;
  readonly title: string;
  readonly date: SeminarDate;
  /** A training series' modules, in order (none for other dates); changed on the date's page, the CSV does not carry them. */
  readonly modules: readonly SeriesModule[];
  /** Seats booked or reserved (and held by open waiting-list offers): capacity never goes below. */
  readonly seatsTaken: number;
  /** Called off ("abgesagt"): it is not changed any more. */
  readonly cancelled: boolean;
}

export interface ThemeRef {
  readonly themeId: number;
  readonly slug: string;
  readonly title: string;
}

/** A venue (hotel) a presence date can be held at. */
export interface VenueRef {
  readonly hotelId: number;
  readonly name: string;
  readonly city: string;
}

/** How the seats of a date stand: booked, reserved (each seat), and seats asked for on the waiting list. */
export interface SeatCounts {
  readonly booked: number;
  readonly reserved: number;
  readonly waiting: number;
}

/**
 * A new date's id is the next free bookable id (seminar dates and Fachtagungen share them), and at
 * least this: event ids look like a live catalogue's, well clear of the venues' ids.
 */
export const FIRST_DATE_ID = 10_001;

export interface NewSeminarDate {
  readonly themeId: number;
  readonly date: SeminarDate;
}

/** What one transaction of the back office reads and writes; nothing of it stays unless the whole commits. */
export interface SeminarDateUnit {
  datesByIds(eventIds: readonly number[]): Promise<ReadonlyMap<number, StoredSeminarDate>>;
  /**
   * New dates with fresh ids (in the given order, from FIRST_DATE_ID on). The organiser is the
   * theme's latest date's; a theme's first date goes to the organiser with the fewest dates.
   */
  create(dates: readonly NewSeminarDate[]): Promise<readonly number[]>;
  update(changes: readonly { readonly eventId: number; readonly date: SeminarDate }[]): Promise<void>;
  /** The date's modules become these (positions 1, 2, … in the given order). */
  replaceModules(eventId: number, modules: readonly SeriesModule[]): Promise<void>;
  /** The audit entries of the changes, in the same transaction: a change and its entry stay or go together. */
  audit(entries: readonly NewAuditEntry[]): Promise<void>;
}

/** Driven port: the catalogue's dates as the back office changes them (Drizzle, or in memory for tests). */
export interface SeminarDateStore {
  themes(): Promise<readonly ThemeRef[]>;
  /** The venues by name: for the date's form, the rules (a known hotel) and the audit log's module lines. */
  venues(): Promise<readonly VenueRef[]>;
  dateById(eventId: number): Promise<StoredSeminarDate | undefined>;
  seatCounts(eventId: number): Promise<SeatCounts>;
  /** Every date, ordered by id, read a page at a time (constant memory however many). */
  allDates(): AsyncIterable<StoredSeminarDate>;
  /** Runs the work in one transaction that commits only on a Right answer (a Left rolls it back). */
  transaction<L, A>(work: (unit: SeminarDateUnit) => Promise<E.Either<L, A>>): Promise<E.Either<L, A>>;
}
