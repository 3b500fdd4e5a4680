import type * as TE from 'fp-ts/TaskEither';
import { ChangeReportWire } from '../../application/catalogue-admin/catalogue-admin.codecs';
import type { PriceText } from '../../application/catalogue-admin/change-seminar-prices';
import type { ChangeReport } from '../../application/catalogue-admin/change-seminar-dates';
import { RubricsWire, SeminarListWire, SeminarPageWire, SeminarSavedWire } from '../../application/catalogue-admin/seminar-admin.codecs';
import { SEMINAR_ADMIN_API, seminarApiPath, seminarPricesApiPath } from '../../application/catalogue-admin/seminar-admin.paths';
import type { SeminarAdminApi } from '../../application/catalogue-admin/seminar-admin.port';
import type { SeminarListFilter } from '../../application/catalogue-admin/seminar-store';
import type { AppError } from '../../domain/errors/app-error';
import type { SeminarText } from '../../domain/seminar/seminar';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The back office's seminars over the JSON transport, for the browser (the pages' loaders and actions). */
export class SeminarAdminProxy implements SeminarAdminApi {
  constructor(private readonly transport: HttpTransport) {}

  seminars(filter: SeminarListFilter): TE.TaskEither<AppError, SeminarListWire> {
    const query = { q: filter.q, rubrik: filter.rubricSlug, handlungsfeld: filter.actionField, seite: filter.page === undefined ? undefined : String(filter.page) };
    return callApi(this.transport, SeminarListWire)({ path: SEMINAR_ADMIN_API.list, query });
  }

  seminar(slug: string): TE.TaskEither<AppError, SeminarPageWire> {
    return callApi(this.transport, SeminarPageWire)({ path: seminarApiPath(slug) });
  }

  rubrics(): TE.TaskEither<AppError, RubricsWire> {
    return callApi(this.transport, RubricsWire)({ path: SEMINAR_ADMIN_API.rubrics });
  }

  createSeminar(text: SeminarText): TE.TaskEither<AppError, SeminarSavedWire> {
    return callApi(this.transport, SeminarSavedWire)({ method: 'POST', path: SEMINAR_ADMIN_API.list, body: text });
  }

  changeSeminar(slug: string, text: SeminarText): TE.TaskEither<AppError, SeminarSavedWire> {
    return callApi(this.transport, SeminarSavedWire)({ method: 'POST', path: seminarApiPath(slug), body: text });
  }

  changePrices(slug: string, prices: PriceText): TE.TaskEither<AppError, ChangeReport> {
    return callApi(this.transport, ChangeReportWire)({ method: 'POST', path: seminarPricesApiPath(slug), body: prices });
  }

  importCatalogue(csv: string, options: { readonly dryRun: boolean }): TE.TaskEither<AppError, ChangeReport> {
    return callApi(this.transport, ChangeReportWire)({ method: 'POST', path: SEMINAR_ADMIN_API.importText, body: { csv, dryRun: options.dryRun } });
  }
}
