import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Temporal } from 'temporal-polyfill';
import { berlinDate } from '../../domain/calendar/calendar';
import type { AppError } from '../../domain/errors/app-error';
import type { Catalogue } from '../catalogue/catalogue.port';
import { MAX_PAGE_SIZE, type EventListItemWire } from '../catalogue/event-search.codecs';
import type { Clock } from '../ports/clock';
import { seminarCatalogueDocument } from './layouts/seminar-catalogue.layout';
import type { PrintDocument } from './print-document';

/** A guard against a runaway loop: 200 pages of 100 dates is far beyond a year's catalogue. */
const MAX_PAGES = 200;

/**
 * The seminar catalogue of the year ahead as a document, read through the catalogue port the
 * seminar pages read (its rubrics, its seminars, its upcoming dates), so the PDF prints what the
 * pages show. The year is the twelve months from today rather than the calendar year: a
 * catalogue fetched in November would otherwise list a month and leave most seminars without a
 * date. Past dates never appear: the port lists upcoming ones only.
 */
export class SeminarCatalogue {
  constructor(
    private readonly catalogue: Pick<Catalogue, 'rubrics' | 'themes' | 'searchEvents'>,
    private readonly clock: Clock,
    /** The site's public address ('https://www.example.org'): a PDF is read and passed on away from the request that made it. */
    private readonly mainOrigin: string,
  ) {}

  document(): TE.TaskEither<AppError, PrintDocument> {
    const now = this.clock.now();
    const today = berlinDate(now);
    const lastDay = today.add({ years: 1 }).subtract({ days: 1 });
    return pipe(
      TE.Do,
      TE.apS('rubrics', this.catalogue.rubrics()),
      TE.apS('themes', this.catalogue.themes({})),
      TE.apS('events', this.datesUntil(today, lastDay)),
      TE.map(({ rubrics, themes, events }) => seminarCatalogueDocument({ now, lastDay, mainOrigin: this.mainOrigin, rubrics, themes, events })),
    );
  }

  /** Every upcoming date up to lastDay, soonest first, page by page. */
  private datesUntil(from: Temporal.PlainDate, to: Temporal.PlainDate): TE.TaskEither<AppError, readonly EventListItemWire[]> {
    const page = (number: number, before: readonly EventListItemWire[]): TE.TaskEither<AppError, readonly EventListItemWire[]> =>
      pipe(
        this.catalogue.searchEvents({ from, to, sort: 'date', page: number, pageSize: MAX_PAGE_SIZE }),
        TE.chain((found) => {
          const all = [...before, ...found.items];
          return all.length >= found.total || found.items.length === 0 || number >= MAX_PAGES ? TE.right(all) : page(number + 1, all);
        }),
      );
    return page(1, []);
  }
}
