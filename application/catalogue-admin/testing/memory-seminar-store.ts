import * as E from 'fp-ts/Either';
import type { Temporal } from 'temporal-polyfill';
import type { NewAuditEntry } from '../../audit/audit-log';
import { clampedPage, type RubricOption, type SeminarDateLine, type SeminarListEntry, type SeminarListFilter, type SeminarListSlice, type SeminarStore, type SeminarUnit, type StoredSeminar } from '../seminar-store';
import type { MemorySeminarDateStore } from './memory-seminar-date-store';

/**
 * The back office's seminars in memory, over the dates of a MemorySeminarDateStore (matched by
 * the seminar's slug): a transaction works on a copy that replaces the original only on Right.
 */
export class MemorySeminarStore implements SeminarStore {
  seminars: StoredSeminar[];
  auditLog: NewAuditEntry[] = [];

  constructor(
    private readonly rubricList: readonly RubricOption[],
    seminars: readonly StoredSeminar[],
    private readonly dates: MemorySeminarDateStore,
  ) {
    this.seminars = [...seminars];
  }

  rubrics(): Promise<readonly RubricOption[]> {
    return Promise.resolve(this.rubricList);
  }

  actionFields(): Promise<readonly string[]> {
    return Promise.resolve([...new Set(this.seminars.map((seminar) => seminar.actionField))].sort((a, b) => a.localeCompare(b, 'de')));
  }

  async list(filter: SeminarListFilter, now: Temporal.Instant, pageSize: number): Promise<SeminarListSlice> {
    const q = filter.q?.trim().toLowerCase() ?? '';
    const chosen = this.seminars.filter(
      (seminar) =>
        (q === '' || `${seminar.title} ${seminar.subtitle} ${seminar.slug}`.toLowerCase().includes(q)) &&
        (filter.rubricSlug === undefined || seminar.rubricSlug === filter.rubricSlug) &&
        (filter.actionField === undefined || seminar.actionField === filter.actionField),
    );
    const page = clampedPage(filter.page, chosen.length, pageSize);
    const entries = await Promise.all(
      chosen.slice((page - 1) * pageSize, page * pageSize).map(async (seminar): Promise<SeminarListEntry> => {
        const coming = (await this.datesOf(seminar.themeId)).filter((date) => date.startDate.epochMilliseconds > now.epochMilliseconds);
        const rubric = this.rubricList.find((candidate) => candidate.slug === seminar.rubricSlug) ?? { slug: seminar.rubricSlug, name: seminar.rubricSlug };
        return {
          slug: seminar.slug,
          title: seminar.title,
          rubric,
          actionField: seminar.actionField,
          published: seminar.published,
          comingDates: coming.length,
          seatsTaken: coming.reduce((sum, date) => sum + date.seatsTaken, 0),
          capacity: coming.reduce((sum, date) => sum + date.capacity, 0),
        };
      }),
    );
    return { entries, total: chosen.length, page };
  }

  find(slug: string): Promise<StoredSeminar | undefined> {
    return Promise.resolve(this.seminars.find((seminar) => seminar.slug === slug));
  }

  async datesOf(themeId: number): Promise<readonly SeminarDateLine[]> {
    const slug = this.seminars.find((seminar) => seminar.themeId === themeId)?.slug;
    const lines: SeminarDateLine[] = [];
    for await (const stored of this.dates.allDates()) {
      if (stored.themeSlug !== slug) continue;
      const { date } = stored;
      lines.push({ eventId: stored.eventId, startDate: date.startDate, endDate: date.endDate, kind: date.kind, city: null, capacity: date.capacity, seatsTaken: stored.seatsTaken, published: date.published, prices: date.prices });
    }
    return lines.sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds);
  }

  async transaction<L, A>(work: (unit: SeminarUnit) => Promise<E.Either<L, A>>): Promise<E.Either<L, A>> {
    const seminars = [...this.seminars];
    const audit: NewAuditEntry[] = [];
    const unit: SeminarUnit = {
      slugTaken: (slug) => Promise.resolve(seminars.some((seminar) => seminar.slug === slug)),
      create: (slug, seminar) => {
        const themeId = Math.max(0, ...seminars.map((stored) => stored.themeId)) + 1;
        seminars.push({ ...seminar, themeId, slug });
        return Promise.resolve(themeId);
      },
      update: (themeId, seminar) => {
        const index = seminars.findIndex((stored) => stored.themeId === themeId);
        const stored = seminars[index];
        if (stored === undefined) throw new Error(`no seminar ${String(themeId)}`);
        seminars[index] = { ...seminar, themeId, slug: stored.slug };
        return Promise.resolve();
      },
      audit: (entries) => {
        audit.push(...entries);
        return Promise.resolve();
      },
    };
    const result = await work(unit);
    if (E.isRight(result)) {
      this.seminars = seminars;
      this.auditLog.push(...audit);
    }
    return result;
  }
}
