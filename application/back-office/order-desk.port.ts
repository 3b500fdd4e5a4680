import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { SubstituteRequest } from '../portal/portal-events.codecs';
import type {
  CancellationPreviewWire,
  DashboardWire,
  DeskActionWire,
  ExtendReservationRequest,
  OrderDetailWire,
  OrderListWire,
  OrderSearchQuery,
} from './order-desk.codecs';

/**
 * The back office's orders (staff and site admins), on the paths of order-desk.paths.ts: the
 * service in the server, the HTTP proxy in the browser. Every change lands in the audit log.
 */
export interface OrderDesk {
  dashboard(): TE.TaskEither<AppError, DashboardWire>;
  orders(query: OrderSearchQuery): TE.TaskEither<AppError, OrderListWire>;
  order(orderNumber: string): TE.TaskEither<AppError, OrderDetailWire>;
  /** What cancelling the participant would cost now, the terms, and whom the seat could go to. */
  cancellationPreview(orderNumber: string, participantId: number): TE.TaskEither<AppError, CancellationPreviewWire>;
  /** Cancels the participant; the freed seat goes to the chosen entry first when one is given. */
  cancelParticipant(orderNumber: string, participantId: number, offerTo: string | undefined): TE.TaskEither<AppError, DeskActionWire>;
  substituteParticipant(orderNumber: string, participantId: number, substitute: SubstituteRequest): TE.TaskEither<AppError, DeskActionWire>;
  bookReservation(orderNumber: string, participantId: number): TE.TaskEither<AppError, DeskActionWire>;
  extendReservation(orderNumber: string, participantId: number, request: ExtendReservationRequest): TE.TaskEither<AppError, DeskActionWire>;
  /** Offers free seats to the waiting participant's own entry. */
  offerSeat(orderNumber: string, participantId: number): TE.TaskEither<AppError, DeskActionWire>;
  resendConfirmation(orderNumber: string): TE.TaskEither<AppError, DeskActionWire>;
  /** "Rechnung jetzt erstellen" (issue 27): the order's invoice now, or the one it has. */
  issueInvoice(orderNumber: string): TE.TaskEither<AppError, DeskActionWire>;
}

/** The server side: the desk as the caller of one request uses it (staff only, checked per call). */
export interface OrderDeskForRequest {
  forRequest(context: RequestContext): OrderDesk;
}
