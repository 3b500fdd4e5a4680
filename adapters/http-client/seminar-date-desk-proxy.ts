import type * as TE from 'fp-ts/TaskEither';
import { CancelledDateWire, DateSheetWire, NewDateSheetWire, SavedDateWire } from '../../application/catalogue-admin/seminar-date-desk.codecs';
import { datePath, newDatePath, type SeminarDateDesk } from '../../application/catalogue-admin/seminar-date-desk.port';
import type { AppError } from '../../domain/errors/app-error';
import type { SeminarDateText } from '../../domain/seminar-date/seminar-date';
import type { ModuleText } from '../../domain/seminar-date/series-modules';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The back office's dates over the JSON transport, for the browser (a date's page after a client-side navigation). */
export class SeminarDateDeskProxy implements SeminarDateDesk {
  constructor(private readonly transport: HttpTransport) {}

  newDate(themeSlug: string): TE.TaskEither<AppError, NewDateSheetWire> {
    return callApi(this.transport, NewDateSheetWire)({ path: newDatePath(themeSlug) });
  }

  date(eventId: number): TE.TaskEither<AppError, DateSheetWire> {
    return callApi(this.transport, DateSheetWire)({ path: datePath(eventId) });
  }

  createDate(themeSlug: string, fields: SeminarDateText, modules?: readonly ModuleText[]): TE.TaskEither<AppError, SavedDateWire> {
    return callApi(this.transport, SavedDateWire)({ method: 'POST', path: newDatePath(themeSlug), body: { ...fields, ...(modules === undefined ? {} : { modules }) } });
  }

  changeDate(eventId: number, fields: SeminarDateText, modules?: readonly ModuleText[]): TE.TaskEither<AppError, SavedDateWire> {
    return callApi(this.transport, SavedDateWire)({ method: 'POST', path: datePath(eventId), body: { ...fields, ...(modules === undefined ? {} : { modules }), intent: 'speichern' } });
  }

  cancelDate(eventId: number): TE.TaskEither<AppError, CancelledDateWire> {
    return callApi(this.transport, CancelledDateWire)({ method: 'POST', path: datePath(eventId), body: { intent: 'absagen' } });
  }
}
