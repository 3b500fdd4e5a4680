import type * as TE from 'fp-ts/TaskEither';
import { CancelledConferenceWire, ConferenceListWire, ConferenceSavedWire, ConferenceSheetWire, type ConferenceFieldsInput } from '../../application/catalogue-admin/conference-desk.codecs';
import { CONFERENCE_DESK_PATHS, conferencePath, type ConferenceDesk } from '../../application/catalogue-admin/conference-desk.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The back office's Fachtagungen over the JSON transport, for the browser. */
export class ConferenceDeskProxy implements ConferenceDesk {
  constructor(private readonly transport: HttpTransport) {}

  conferences(): TE.TaskEither<AppError, ConferenceListWire> {
    return callApi(this.transport, ConferenceListWire)({ path: CONFERENCE_DESK_PATHS.list });
  }

  conference(conferenceId: number): TE.TaskEither<AppError, ConferenceSheetWire> {
    return callApi(this.transport, ConferenceSheetWire)({ path: conferencePath(conferenceId) });
  }

  changeConference(conferenceId: number, fields: ConferenceFieldsInput): TE.TaskEither<AppError, ConferenceSavedWire> {
    return callApi(this.transport, ConferenceSavedWire)({ method: 'POST', path: conferencePath(conferenceId), body: { ...fields, intent: 'speichern' } });
  }

  cancelConference(conferenceId: number): TE.TaskEither<AppError, CancelledConferenceWire> {
    return callApi(this.transport, CancelledConferenceWire)({ method: 'POST', path: conferencePath(conferenceId), body: { intent: 'absagen' } });
  }
}
