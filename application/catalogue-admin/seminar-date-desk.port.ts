import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { SeminarDateText } from '../../domain/seminar-date/seminar-date';
import type { ModuleText } from '../../domain/seminar-date/series-modules';
import type { CancelledDateWire, DateSheetWire, NewDateSheetWire, SavedDateWire } from './seminar-date-desk.codecs';

/** The pages of the dates in the back office: a seminar's new date, and one date. */
export const DATE_DESK_PATHS = {
  newDate: '/manage/seminare/:slug/termine/neu',
  date: '/manage/termine/:eventId',
} as const;

export const newDatePath = (themeSlug: string): string => `/manage/seminare/${encodeURIComponent(themeSlug)}/termine/neu`;
export const datePath = (eventId: number): string => `/manage/termine/${String(eventId)}`;

/** Query of a date's page after a save or a cancel (POST-redirect-GET): what was done. */
export const DATE_DONE_PARAM = 'erledigt';
export const DATE_DONE = ['angelegt', 'gespeichert', 'abgesagt'] as const;
export type DateDone = (typeof DATE_DONE)[number];

/**
 * One seminar date in the back office, for the editor the access gate let through (staff or a
 * site admin): the service in the server, the HTTP proxy in the browser.
 */
export interface SeminarDateDesk {
  /** What the form of a new date of the theme needs: the theme, the venues, empty fields. */
  newDate(themeSlug: string): TE.TaskEither<AppError, NewDateSheetWire>;
  date(eventId: number): TE.TaskEither<AppError, DateSheetWire>;
  /** A new date; a training series brings its module rows, from which its start, end and venue follow. */
  createDate(themeSlug: string, fields: SeminarDateText, modules?: readonly ModuleText[]): TE.TaskEither<AppError, SavedDateWire>;
  /**
   * Saves the fields, and a series' modules when rows are given (they replace the stored ones);
   * a new start or end, or changed modules (a move), is mailed to every participant.
   */
  changeDate(eventId: number, fields: SeminarDateText, modules?: readonly ModuleText[]): TE.TaskEither<AppError, SavedDateWire>;
  /** Calls the date off ("abgesagt"): every participant's seat ends without a fee, each is mailed. */
  cancelDate(eventId: number): TE.TaskEither<AppError, CancelledDateWire>;
}
