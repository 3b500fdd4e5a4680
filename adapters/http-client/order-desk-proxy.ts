import type * as TE from 'fp-ts/TaskEither';
import {
  CancellationPreviewWire,
  DashboardWire,
  DeskActionWire,
  ExtendReservationRequest,
  OrderDetailWire,
  OrderListWire,
  OrderSearchQuery,
  type SubstituteRequest,
} from '../../application/back-office/order-desk.codecs';
import { ORDER_DESK_API, cancellationApiPath, orderActionApiPath, orderApiPath, participantActionApiPath } from '../../application/back-office/order-desk.paths';
import type { OrderDesk } from '../../application/back-office/order-desk.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The back office's orders over the JSON transport, for the browser after a client-side navigation. */
export class OrderDeskProxy implements OrderDesk {
  constructor(private readonly transport: HttpTransport) {}

  dashboard(): TE.TaskEither<AppError, DashboardWire> {
    return callApi(this.transport, DashboardWire)({ path: ORDER_DESK_API.dashboard });
  }

  orders(query: OrderSearchQuery): TE.TaskEither<AppError, OrderListWire> {
    return callApi(this.transport, OrderListWire)({ path: ORDER_DESK_API.orders, query: OrderSearchQuery.encode(query) });
  }

  order(orderNumber: string): TE.TaskEither<AppError, OrderDetailWire> {
    return callApi(this.transport, OrderDetailWire)({ path: orderApiPath(orderNumber) });
  }

  cancellationPreview(orderNumber: string, participantId: number): TE.TaskEither<AppError, CancellationPreviewWire> {
    return callApi(this.transport, CancellationPreviewWire)({ path: cancellationApiPath(orderNumber, participantId) });
  }

  cancelParticipant(orderNumber: string, participantId: number, offerTo: string | undefined): TE.TaskEither<AppError, DeskActionWire> {
    return this.action(participantActionApiPath(orderNumber, participantId, 'stornieren'), offerTo === undefined ? {} : { angebotAn: offerTo });
  }

  substituteParticipant(orderNumber: string, participantId: number, substitute: SubstituteRequest): TE.TaskEither<AppError, DeskActionWire> {
    return this.action(participantActionApiPath(orderNumber, participantId, 'ersetzen'), substitute);
  }

  bookReservation(orderNumber: string, participantId: number): TE.TaskEither<AppError, DeskActionWire> {
    return this.action(participantActionApiPath(orderNumber, participantId, 'buchen'), {});
  }

  extendReservation(orderNumber: string, participantId: number, request: ExtendReservationRequest): TE.TaskEither<AppError, DeskActionWire> {
    return this.action(participantActionApiPath(orderNumber, participantId, 'verlaengern'), ExtendReservationRequest.encode(request));
  }

  offerSeat(orderNumber: string, participantId: number): TE.TaskEither<AppError, DeskActionWire> {
    return this.action(participantActionApiPath(orderNumber, participantId, 'platz-anbieten'), {});
  }

  resendConfirmation(orderNumber: string): TE.TaskEither<AppError, DeskActionWire> {
    return this.action(orderActionApiPath(orderNumber, 'bestaetigung-senden'), {});
  }

  issueInvoice(orderNumber: string): TE.TaskEither<AppError, DeskActionWire> {
    return this.action(orderActionApiPath(orderNumber, 'rechnung-erstellen'), {});
  }

  private action(path: string, body: unknown): TE.TaskEither<AppError, DeskActionWire> {
    return callApi(this.transport, DeskActionWire)({ method: 'POST', path, body });
  }
}
