import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { VenueText } from '../../domain/venue/venue';
import type { NewVenueSheetWire, VenueCreatedWire, VenueImageSavedWire, VenueListWire, VenueSavedWire, VenueSheetWire } from './venue-desk.codecs';

export const VENUE_DESK_PATHS = {
  list: '/manage/orte',
  newVenue: '/manage/orte/neu',
  venue: '/manage/orte/:hotelId',
} as const;

export const venuePath = (hotelId: number): string => `/manage/orte/${String(hotelId)}`;

/** The form field of a venue's picture (the page's multipart upload). */
export const VENUE_IMAGE_FIELD = 'bild';

/** An uploaded picture as it arrived: the file's name and its bytes. */
export interface VenueImageUpload {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** The venues (hotels) in the back office for the editor the gate let through: the service in the server, the proxy in the browser. */
export interface VenueDesk {
  venues(): TE.TaskEither<AppError, VenueListWire>;
  /** What the form of a new venue needs: empty fields (and the editor's access). */
  newVenue(): TE.TaskEither<AppError, NewVenueSheetWire>;
  venue(hotelId: number): TE.TaskEither<AppError, VenueSheetWire>;
  createVenue(fields: VenueText): TE.TaskEither<AppError, VenueCreatedWire>;
  changeVenue(hotelId: number, fields: VenueText): TE.TaskEither<AppError, VenueSavedWire>;
  /** Puts up the venue's picture (PNG, JPEG or WebP, checked by its content), replacing the one it had. */
  putImage(hotelId: number, upload: VenueImageUpload): TE.TaskEither<AppError, VenueImageSavedWire>;
  removeImage(hotelId: number): TE.TaskEither<AppError, VenueImageSavedWire>;
}
