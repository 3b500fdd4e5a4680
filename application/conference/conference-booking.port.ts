import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { SessionSlot } from '../accounts/session';
import type {
  ConferenceBookingRequest,
  ConferenceBookingWire,
  ConferenceRegistrationRequest,
  ConferenceRegistrationWire,
} from './conference-booking.codecs';

/** Sign-up for and booking of a Fachtagung, as the /fachtagung pages use them. */
export interface ConferenceBookings {
  /** POST /api/fachtagung/anmeldung: interest with contact data; stored and confirmed by e-mail. */
  register(request: ConferenceRegistrationRequest): TE.TaskEither<AppError, ConferenceRegistrationWire>;
  /**
   * POST /api/fachtagung/{url}/buchung: participants booked at the domain's prices while seats
   * last; a group that does not fit goes on the waiting list. The same idempotency key with the
   * same request answers the first result again; with another request it is refused.
   */
  book(url: string, request: ConferenceBookingRequest, idempotencyKey: string): TE.TaskEither<AppError, ConferenceBookingWire>;
  /**
   * GET /api/fachtagung/buchungen/{orderNumber}: a placed booking's answer again (its confirmation
   * page). Only the session or account that placed it reads it; to others it is unknown (404).
   */
  booking(orderNumber: string): TE.TaskEither<AppError, ConferenceBookingWire>;
}

/** The server side: the bookings as the caller of one request uses them (its session scopes the idempotency key). */
export interface ConferenceBookingsForRequest {
  forRequest(session: SessionSlot): ConferenceBookings;
}
