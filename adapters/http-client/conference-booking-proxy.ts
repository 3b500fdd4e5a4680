import type * as TE from 'fp-ts/TaskEither';
import { IDEMPOTENCY_KEY_HEADER } from '../../application/cart/cart.paths';
import {
  ConferenceBookingWire,
  ConferenceRegistrationWire,
  type ConferenceBookingRequest,
  type ConferenceRegistrationRequest,
} from '../../application/conference/conference-booking.codecs';
import type { ConferenceBookings } from '../../application/conference/conference-booking.port';
import { CONFERENCE_PATHS, conferenceBookingPath, placedConferenceBookingPath } from '../../application/conference/conference.paths';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** Fachtagung sign-up and booking over HTTP, for the browser; the session is the transport's cookies. */
export class ConferenceBookingProxy implements ConferenceBookings {
  constructor(private readonly transport: HttpTransport) {}

  register(request: ConferenceRegistrationRequest): TE.TaskEither<AppError, ConferenceRegistrationWire> {
    return callApi(this.transport, ConferenceRegistrationWire)({ method: 'POST', path: CONFERENCE_PATHS.register, body: request });
  }

  book(url: string, request: ConferenceBookingRequest, idempotencyKey: string): TE.TaskEither<AppError, ConferenceBookingWire> {
    return callApi(this.transport, ConferenceBookingWire)({
      method: 'POST',
      path: conferenceBookingPath(url),
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
  }

  booking(orderNumber: string): TE.TaskEither<AppError, ConferenceBookingWire> {
    return callApi(this.transport, ConferenceBookingWire)({ method: 'GET', path: placedConferenceBookingPath(orderNumber) });
  }
}
