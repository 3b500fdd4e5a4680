import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { AppointmentsQuery, AppointmentWire, AvailableAppointmentsWire, BookAppointmentRequest, ConsultantQuery, ConsultantsWire } from './consultation.codecs';

/**
 * Phone and video appointments with an education consultant, for anyone (no account needed).
 * A booked appointment is read back only by its random reference, which the booker gets.
 */
export interface Consultations {
  /** GET /consultant/get-consultant: best match first (topic and region both served, then one of them). */
  consultants(query: ConsultantQuery): TE.TaskEither<AppError, ConsultantsWire>;
  /** GET /consultant/get-available-appointments */
  availableAppointments(query: AppointmentsQuery): TE.TaskEither<AppError, AvailableAppointmentsWire>;
  /** POST /consultant/book-consultant-appointment: Conflict when the slot was taken meanwhile, RateLimited after too many. */
  book(request: BookAppointmentRequest): TE.TaskEither<AppError, AppointmentWire>;
  /** GET /consultant/appointment/{reference} */
  appointment(reference: string): TE.TaskEither<AppError, AppointmentWire>;
}

/** The server's side: one view per request (the booking limit counts per client address). */
export interface ConsultationsForRequest {
  forRequest(context: RequestContext): Consultations;
}
