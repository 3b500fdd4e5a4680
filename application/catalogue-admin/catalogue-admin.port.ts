import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { CatalogueDateRecord } from './catalogue-row';
import type { ChangeReport } from './change-seminar-dates';

/**
 * The back office's catalogue for one editor (staff or a site admin): the service in the
 * server, the HTTP proxy in the CLI.
 */
export interface CatalogueAdminApi {
  /** Every date, one record each, streamed. */
  exportDates(): TE.TaskEither<AppError, AsyncIterable<CatalogueDateRecord>>;
  /** A catalogue CSV's bytes (UTF-8 or Windows-1252, `,` or `;`): all rows or none. */
  importDates(file: AsyncIterable<Uint8Array>, options: { readonly dryRun: boolean }): TE.TaskEither<AppError, ChangeReport>;
}
