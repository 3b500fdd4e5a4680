import type { BookingPaper } from '../portal/bookings.port';
import type * as TE from 'fp-ts/TaskEither';
import type { Temporal } from 'temporal-polyfill';
import type { BillingAddressValues } from '../../domain/cart/order-options';
import type { AppError } from '../../domain/errors/app-error';
import type { SessionSlot } from '../accounts/session';
import type { Account } from '../accounts/user.repository';
import type {
  ConfirmedReservationWire,
  LapseReport,
  ReservationRequest,
  ReservationResultWire,
  WaitlistEntryWire,
  WaitlistJoinRequest,
} from './orders.codecs';

/**
 * The waiting list (/warteliste) and the reservation without cart (/reservierung). Whoever
 * knows an entry's id may look at it and accept its offer: the id is random and reaches only the
 * person on the list (in the answer and in the offer mail).
 */
export interface WaitingList {
  /** POST /api/warteliste: a place in the queue for one or more seats. */
  join(request: WaitlistJoinRequest): TE.TaskEither<AppError, WaitlistEntryWire>;
  /** GET /api/warteliste/{entryId} */
  entry(entryId: string): TE.TaskEither<AppError, WaitlistEntryWire>;
  /** POST /api/warteliste/{entryId}/accept: books the offered seats while the offer is open. */
  accept(entryId: string): TE.TaskEither<AppError, WaitlistEntryWire>;
  /** POST /api/reservierung: holds seats without the cart, or waits for them when they are not free. */
  reserve(request: ReservationRequest): TE.TaskEither<AppError, ReservationResultWire>;
  /**
   * GET /api/reservierung/{orderNumber}: a reservation's answer again (its confirmation page),
   * for the session or account that made it; anyone else's is unknown.
   */
  reservation(orderNumber: string): TE.TaskEither<AppError, ReservationResultWire>;
}

/** The server side: the waiting list as the caller of one request uses it (a logged-in caller's entries are theirs). */
export interface WaitingListForRequest {
  forRequest(session: SessionSlot): WaitingList;
}

/** What booking a reservation takes: the invoice address (checked by the cart's address form) and the consent to the terms. */
export interface ReservationBooking {
  readonly billing: BillingAddressValues;
  readonly acceptTerms: boolean;
}

/** Bookings after the order: what the portal and the housekeeping do with them. */
export interface OrderBookings {
  /**
   * POST /order-api/confirm-reservation/{participantId}: turns a reservation into a booking
   * before its deadline, with the invoice address (it becomes the order's) and the consent to
   * the terms. Allowed to the account that ordered it, the participant (same e-mail) and the
   * admin of the ordering Gremium.
   */
  confirmReservation(account: Account, participantId: number, booking: ReservationBooking): TE.TaskEither<AppError, ConfirmedReservationWire>;
  /**
   * Housekeeping: reservations past their deadline lapse, offers past theirs expire, and the
   * freed seats are offered to the waiting list.
   */
  lapseReservations(now: Temporal.Instant): TE.TaskEither<AppError, LapseReport>;
  /**
   * Housekeeping: the reminder mail of every reservation three days or less before its
   * deadline, once per reservation across all instances sharing the database; answers how many.
   */
  remindReservations(now: Temporal.Instant): TE.TaskEither<AppError, number>;
  /** A participant's papers for the back office (staff issue the certificate), whoever booked the seat. */
  paperOfParticipant(participantId: number): Promise<BookingPaper | undefined>;
}
