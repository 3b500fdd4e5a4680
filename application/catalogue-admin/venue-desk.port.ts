import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { VenueText } from '../../domain/venue/venue';
import type { VenueListWire, VenueSavedWire, VenueSheetWire } from './venue-desk.codecs';

export const VENUE_DESK_PATHS = {
  list: '/manage/orte',
  venue: '/manage/orte/:hotelId',
} as const;

export const venuePath = (hotelId: number): string => `/manage/orte/${String(hotelId)}`;

/** The venues (hotels) in the back office for the editor the gate let through: the service in the server, the proxy in the browser. */
export interface VenueDesk {
  venues(): TE.TaskEither<AppError, VenueListWire>;
  venue(hotelId: number): TE.TaskEither<AppError, VenueSheetWire>;
  changeVenue(hotelId: number, fields: VenueText): TE.TaskEither<AppError, VenueSavedWire>;
}
