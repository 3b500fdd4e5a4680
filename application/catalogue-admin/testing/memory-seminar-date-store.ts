import * as E from 'fp-ts/Either';
import type { NewAuditEntry } from '../../audit/audit-log';
import { FIRST_DATE_ID, type SeatCounts, type SeminarDateStore, type SeminarDateUnit, type StoredSeminarDate, type ThemeRef, type VenueRef } from '../seminar-date-store';

/** The back office's dates in memory: a transaction works on a copy that replaces the original only on Right. */
export class MemorySeminarDateStore implements SeminarDateStore {
  dates = new Map<number, StoredSeminarDate>();
  auditLog: NewAuditEntry[] = [];
  /** Transactions committed (a refused or dry run adds none). */
  commits = 0;

  constructor(
    private readonly themeList: readonly ThemeRef[],
    private readonly hotels: ReadonlySet<number>,
    dates: readonly StoredSeminarDate[] = [],
  ) {
    for (const date of dates) this.dates.set(date.eventId, date);
  }

  themes(): Promise<readonly ThemeRef[]> {
    return Promise.resolve(this.themeList);
  }

  venues(): Promise<readonly VenueRef[]> {
    return Promise.resolve([...this.hotels].map((hotelId) => ({ hotelId, name: `Hotel ${String(hotelId)}`, city: 'Hamburg' })));
  }

  dateById(eventId: number): Promise<StoredSeminarDate | undefined> {
    return Promise.resolve(this.dates.get(eventId));
  }

  seatCounts(eventId: number): Promise<SeatCounts> {
    return Promise.resolve({ booked: this.dates.get(eventId)?.seatsTaken ?? 0, reserved: 0, waiting: 0 });
  }

  async *allDates(): AsyncIterable<StoredSeminarDate> {
    for (const eventId of [...this.dates.keys()].sort((a, b) => a - b)) {
      const date = this.dates.get(eventId);
      if (date !== undefined) yield await Promise.resolve(date);
    }
  }

  async transaction<L, A>(work: (unit: SeminarDateUnit) => Promise<E.Either<L, A>>): Promise<E.Either<L, A>> {
    const dates = new Map(this.dates);
    const audit: NewAuditEntry[] = [];
    const themes = this.themeList;
    const unit: SeminarDateUnit = {
      datesByIds: (ids) => Promise.resolve(new Map(ids.flatMap((id) => { const date = dates.get(id); return date === undefined ? [] : [[id, date] as const]; }))),
      create: (created) => {
        let next = Math.max(FIRST_DATE_ID - 1, ...dates.keys()) + 1;
        const ids = created.map(({ themeId, date }) => {
          const theme = themes.find((candidate) => candidate.themeId === themeId);
          if (theme === undefined) throw new Error(`no theme ${String(themeId)}`);
          const eventId = next++;
          dates.set(eventId, { eventId, themeSlug: theme.slug, title: theme.title, date, modules: [], seatsTaken: 0, cancelled: false });
          return eventId;
        });
        return Promise.resolve(ids);
      },
      update: (changes) => {
        for (const { eventId, date } of changes) {
          const stored = dates.get(eventId);
          if (stored === undefined) throw new Error(`no date ${String(eventId)}`);
          dates.set(eventId, { ...stored, date });
        }
        return Promise.resolve();
      },
      replaceModules: (eventId, modules) => {
        const stored = dates.get(eventId);
        if (stored === undefined) throw new Error(`no date ${String(eventId)}`);
        dates.set(eventId, { ...stored, modules });
        return Promise.resolve();
      },
      audit: (entries) => {
        audit.push(...entries);
        return Promise.resolve();
      },
    };
    const result = await work(unit);
    if (E.isRight(result)) {
      this.dates = dates;
      this.auditLog.push(...audit);
      this.commits += 1;
    }
    return result;
  }
}
