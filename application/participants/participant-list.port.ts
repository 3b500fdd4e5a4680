import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { AttendanceInput, ParticipantListFormat, ParticipantListWire } from './participant-list.codecs';

/** A participant list as a file to download. */
export interface ParticipantListFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/**
 * The participant lists of the back office for one staff member (or a site admin): the service
 * in the server, the HTTP proxy in the browser and the CLI.
 */
export interface ParticipantLists {
  list(eventId: number): TE.TaskEither<AppError, ParticipantListWire>;
  /** Marks (or unmarks) that a participant attended; a first mark mails the certificate. Audited. */
  recordAttendance(eventId: number, attendance: AttendanceInput): TE.TaskEither<AppError, ParticipantListWire>;
  /** The Teilnehmerliste as PDF (with the trainer's signature column), CSV for German Excel, or XLSX. */
  file(eventId: number, format: ParticipantListFormat): TE.TaskEither<AppError, ParticipantListFile>;
}

/** What the pages use (the files are plain links): the browser's proxy implements just this. */
export type ParticipantListPages = Pick<ParticipantLists, 'list' | 'recordAttendance'>;
