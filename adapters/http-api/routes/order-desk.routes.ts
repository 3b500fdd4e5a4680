import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import {
  CancellationPreviewWire,
  CancelParticipantRequest,
  DashboardWire,
  DeskActionWire,
  ExtendReservationRequest,
  OrderDetailWire,
  OrderListWire,
  OrderSearchQuery,
  SubstituteRequest,
} from '../../../application/back-office/order-desk.codecs';
import { ORDER_DESK_API as P } from '../../../application/back-office/order-desk.paths';
import type { OrderDesk, OrderDeskForRequest } from '../../../application/back-office/order-desk.port';
import { idFromString, text } from '../../../application/portal/request.codecs';
import { ORDER_MESSAGES } from '../../../application/orders/messages';
import { notFound, type AppError } from '../../../domain/errors/app-error';
import { respond } from '../respond';
import { contextOf, withBody, withParams } from './portal-respond';

const OrderParams = t.type({ orderNumber: text(40) });
const notFoundAction = notFound('Diese Aktion gibt es nicht.');

const ParticipantParams = t.type({ orderNumber: text(40), participantId: idFromString('ParticipantId', ORDER_MESSAGES.participantIdExpected) });

/**
 * The back office's orders as JSON (staff and site admins, route-access.ts): the browser's proxy
 * after a client-side navigation. The pages themselves post their plain forms to their own paths.
 */
export const orderDeskRoutes = (desk: () => OrderDeskForRequest) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): OrderDesk => desk().forRequest(contextOf(request));
  const participant = <A>(request: FastifyRequest, work: (orderNumber: string, participantId: number) => TE.TaskEither<AppError, A>) =>
    withParams(ParticipantParams)(request, ({ orderNumber, participantId }) => work(orderNumber, participantId));

  server.get(P.dashboard, (request, reply) => respond(reply, pipe(of(request).dashboard(), TE.map(DashboardWire.encode))));
  server.get(P.orders, (request, reply) =>
    respond(reply, pipe(withBody(OrderSearchQuery, request.query, (query) => of(request).orders(query)), TE.map(OrderListWire.encode))),
  );
  server.get(P.order, (request, reply) =>
    respond(reply, pipe(withParams(OrderParams)(request, ({ orderNumber }) => of(request).order(orderNumber)), TE.map(OrderDetailWire.encode))),
  );
  server.get(P.cancellation, (request, reply) =>
    respond(reply, pipe(participant(request, (orderNumber, id) => of(request).cancellationPreview(orderNumber, id)), TE.map(CancellationPreviewWire.encode))),
  );
  server.post(P.participantAction, (request, reply) => {
    const action = (request.params as { action?: string }).action;
    const desk = of(request);
    return respond(
      reply,
      pipe(
        participant(request, (orderNumber, id) => {
          switch (action) {
            case 'stornieren':
              return withBody(CancelParticipantRequest, request.body ?? {}, (body) => desk.cancelParticipant(orderNumber, id, body.angebotAn));
            case 'ersetzen':
              return withBody(SubstituteRequest, request.body, (body) => desk.substituteParticipant(orderNumber, id, body));
            case 'buchen':
              return desk.bookReservation(orderNumber, id);
            case 'verlaengern':
              return withBody(ExtendReservationRequest, request.body, (body) => desk.extendReservation(orderNumber, id, body));
            case 'platz-anbieten':
              return desk.offerSeat(orderNumber, id);
            default:
              return TE.left(notFoundAction);
          }
        }),
        TE.map(DeskActionWire.encode),
      ),
    );
  });
  server.post(P.orderAction, (request, reply) => {
    const action = (request.params as { action?: string }).action;
    const desk = of(request);
    return respond(
      reply,
      pipe(
        withParams(t.type({ orderNumber: text(40), action: t.string }))(request, ({ orderNumber }) =>
          action === 'bestaetigung-senden' ? desk.resendConfirmation(orderNumber) : action === 'rechnung-erstellen' ? desk.issueInvoice(orderNumber) : TE.left(notFoundAction),
        ),
        TE.map(DeskActionWire.encode),
      ),
    );
  });
};

