import type * as E from 'fp-ts/Either';
import type { AppError } from '../../domain/errors/app-error';
import type { SeminarDateText } from '../../domain/seminar-date/seminar-date';
import type { ModuleText } from '../../domain/seminar-date/series-modules';
import type { CatalogueEditor, ChangeSeminarDates, WrittenDate } from './change-seminar-dates';

/** A new date of a seminar (theme) as a form or another use case brings it: its fields as typed. */
export interface NewSeminarDateInput {
  /** The theme's slug, as in the public URLs (/seminare/p/{slug}). */
  readonly themeSlug: string;
  readonly date: SeminarDateText;
  /** A training series' module rows: its start, end and venue follow from them. */
  readonly modules?: readonly ModuleText[];
}

/**
 * Creates one seminar date: the rules of domain/seminar-date (no date in the past, end after
 * start, the one-day rule, an online date without venue, capacity), its audit entry and the
 * caches cleared on every instance, all by the one use case the CSV import runs too.
 */
export class CreateSeminarDate {
  constructor(private readonly changes: Pick<ChangeSeminarDates, 'one'>) {}

  run(input: NewSeminarDateInput, editor: CatalogueEditor): Promise<E.Either<AppError, WrittenDate>> {
    return this.changes.one({ eventId: null, themeSlug: input.themeSlug, fields: input.date, ...(input.modules === undefined ? {} : { modules: input.modules }) }, editor);
  }
}
