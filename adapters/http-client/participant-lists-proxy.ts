import type * as TE from 'fp-ts/TaskEither';
import { AttendanceInput, ParticipantListWire } from '../../application/participants/participant-list.codecs';
import { participantListPath } from '../../application/participants/participants.paths';
import type { AppError } from '../../domain/errors/app-error';
import type { ParticipantListPages } from '../../application/participants/participant-list.port';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** A date's participant list over the JSON transport, for the browser after a client-side navigation (the files are plain links). */
export class ParticipantListsProxy implements ParticipantListPages {
  constructor(private readonly transport: HttpTransport) {}

  list(eventId: number): TE.TaskEither<AppError, ParticipantListWire> {
    return callApi(this.transport, ParticipantListWire)({ path: participantListPath(eventId) });
  }

  recordAttendance(eventId: number, attendance: AttendanceInput): TE.TaskEither<AppError, ParticipantListWire> {
    return callApi(this.transport, ParticipantListWire)({ method: 'POST', path: participantListPath(eventId), body: AttendanceInput.encode(attendance) });
  }
}
