import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { SeminarText } from '../../domain/seminar/seminar';
import type { ChangeReport } from './change-seminar-dates';
import type { PriceText } from './change-seminar-prices';
import type { RubricsWire, SeminarListWire, SeminarPageWire, SeminarSavedWire } from './seminar-admin.codecs';
import type { SeminarListFilter } from './seminar-store';

/**
 * The back office's seminar pages for the staff member of one request: the service in the
 * server (and its page renders), the HTTP proxy in the browser. Every call checks the caller
 * is staff or a site admin (401/403 otherwise).
 */
export interface SeminarAdminApi {
  seminars(filter: SeminarListFilter): TE.TaskEither<AppError, SeminarListWire>;
  seminar(slug: string): TE.TaskEither<AppError, SeminarPageWire>;
  /** What the new seminar's form offers to choose. */
  rubrics(): TE.TaskEither<AppError, RubricsWire>;
  createSeminar(text: SeminarText): TE.TaskEither<AppError, SeminarSavedWire>;
  changeSeminar(slug: string, text: SeminarText): TE.TaskEither<AppError, SeminarSavedWire>;
  /** The price record of every coming date of the seminar. */
  changePrices(slug: string, prices: PriceText): TE.TaskEither<AppError, ChangeReport>;
  /** A catalogue CSV (the same import as `ifb catalog import`); a dry run is the preview. */
  importCatalogue(csv: string, options: { readonly dryRun: boolean }): TE.TaskEither<AppError, ChangeReport>;
}
