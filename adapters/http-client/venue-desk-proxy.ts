import type * as TE from 'fp-ts/TaskEither';
import { NewVenueSheetWire, VenueCreatedWire, VenueImageSavedWire, VenueListWire, VenueSavedWire, VenueSheetWire } from '../../application/catalogue-admin/venue-desk.codecs';
import { VENUE_DESK_PATHS, venuePath, type VenueDesk, type VenueImageUpload } from '../../application/catalogue-admin/venue-desk.port';
import type { AppError } from '../../domain/errors/app-error';
import type { VenueText } from '../../domain/venue/venue';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** Base64 of the bytes, in slices, so a large picture never spreads into one call's arguments. */
const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};

/** The back office's venues over the JSON transport, for the browser. */
export class VenueDeskProxy implements VenueDesk {
  constructor(private readonly transport: HttpTransport) {}

  venues(): TE.TaskEither<AppError, VenueListWire> {
    return callApi(this.transport, VenueListWire)({ path: VENUE_DESK_PATHS.list });
  }

  newVenue(): TE.TaskEither<AppError, NewVenueSheetWire> {
    return callApi(this.transport, NewVenueSheetWire)({ path: VENUE_DESK_PATHS.newVenue });
  }

  venue(hotelId: number): TE.TaskEither<AppError, VenueSheetWire> {
    return callApi(this.transport, VenueSheetWire)({ path: venuePath(hotelId) });
  }

  createVenue(fields: VenueText): TE.TaskEither<AppError, VenueCreatedWire> {
    return callApi(this.transport, VenueCreatedWire)({ method: 'POST', path: VENUE_DESK_PATHS.newVenue, body: fields });
  }

  changeVenue(hotelId: number, fields: VenueText): TE.TaskEither<AppError, VenueSavedWire> {
    return callApi(this.transport, VenueSavedWire)({ method: 'POST', path: venuePath(hotelId), body: { ...fields, intent: 'speichern' } });
  }

  putImage(hotelId: number, upload: VenueImageUpload): TE.TaskEither<AppError, VenueImageSavedWire> {
    return callApi(this.transport, VenueImageSavedWire)({ method: 'POST', path: venuePath(hotelId), body: { intent: 'bild', fileName: upload.fileName, base64: base64Of(upload.bytes) } });
  }

  removeImage(hotelId: number): TE.TaskEither<AppError, VenueImageSavedWire> {
    return callApi(this.transport, VenueImageSavedWire)({ method: 'POST', path: venuePath(hotelId), body: { intent: 'bild-entfernen' } });
  }
}
