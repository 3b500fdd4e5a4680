import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { CancelledConferenceWire, ConferenceFieldsInput, ConferenceListWire, ConferenceSavedWire, ConferenceSheetWire } from './conference-desk.codecs';

export const CONFERENCE_DESK_PATHS = {
  list: '/manage/fachtagungen',
  conference: '/manage/fachtagungen/:conferenceId',
} as const;

export const conferencePath = (conferenceId: number): string => `/manage/fachtagungen/${String(conferenceId)}`;

/** The Fachtagungen in the back office for the editor the gate let through: the service in the server, the proxy in the browser. */
export interface ConferenceDesk {
  conferences(): TE.TaskEither<AppError, ConferenceListWire>;
  conference(conferenceId: number): TE.TaskEither<AppError, ConferenceSheetWire>;
  changeConference(conferenceId: number, fields: ConferenceFieldsInput): TE.TaskEither<AppError, ConferenceSavedWire>;
  /** Calls the Fachtagung off ("abgesagt") as a seminar date is: every seat ends without a fee, each person is mailed. */
  cancelConference(conferenceId: number): TE.TaskEither<AppError, CancelledConferenceWire>;
}

/** Query of a Fachtagung's page after a save or a cancel (POST-redirect-GET). */
export const CONFERENCE_DONE_PARAM = 'erledigt';
export const CONFERENCE_DONE = ['gespeichert', 'abgesagt'] as const;
export type ConferenceDone = (typeof CONFERENCE_DONE)[number];
