import type * as TE from 'fp-ts/TaskEither';
import { VenueListWire, VenueSavedWire, VenueSheetWire } from '../../application/catalogue-admin/venue-desk.codecs';
import { VENUE_DESK_PATHS, venuePath, type VenueDesk } from '../../application/catalogue-admin/venue-desk.port';
import type { AppError } from '../../domain/errors/app-error';
import type { VenueText } from '../../domain/venue/venue';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The back office's venues over the JSON transport, for the browser. */
export class VenueDeskProxy implements VenueDesk {
  constructor(private readonly transport: HttpTransport) {}

  venues(): TE.TaskEither<AppError, VenueListWire> {
    return callApi(this.transport, VenueListWire)({ path: VENUE_DESK_PATHS.list });
  }

  venue(hotelId: number): TE.TaskEither<AppError, VenueSheetWire> {
    return callApi(this.transport, VenueSheetWire)({ path: venuePath(hotelId) });
  }

  changeVenue(hotelId: number, fields: VenueText): TE.TaskEither<AppError, VenueSavedWire> {
    return callApi(this.transport, VenueSavedWire)({ method: 'POST', path: venuePath(hotelId), body: fields });
  }
}
