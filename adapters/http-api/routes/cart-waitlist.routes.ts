import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  OrderNumberParams,
  EntryParams,
  ReservationRequest,
  ReservationResultWire,
  WaitlistEntryWire,
  WaitlistJoinRequest,
} from '../../../application/orders/orders.codecs';
import { WAITLIST_PATHS as P } from '../../../application/orders/orders.paths';
import type { WaitingList, WaitingListForRequest } from '../../../application/orders/orders.port';
import { decodeInput, respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

/** The waiting list (/warteliste) and the reservation without cart (/reservierung). */
export const waitlistRoutes = (waitingLists: WaitingListForRequest) => (server: FastifyInstance) => {
  const listOf = (request: FastifyRequest): WaitingList => waitingLists.forRequest(sessionOf(request));

  server.post(P.join, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(WaitlistJoinRequest, request.body)),
        TE.chain((input) => listOf(request).join(input)),
        TE.map((entry) => WaitlistEntryWire.encode(entry)),
      ),
    ),
  );

  server.get(P.entry, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(EntryParams, request.params)),
        TE.chain(({ entryId }) => listOf(request).entry(entryId)),
        TE.map((entry) => WaitlistEntryWire.encode(entry)),
      ),
    ),
  );

  server.post(P.accept, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(EntryParams, request.params)),
        TE.chain(({ entryId }) => listOf(request).accept(entryId)),
        TE.map((entry) => WaitlistEntryWire.encode(entry)),
      ),
    ),
  );

  server.get(P.reservation, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(OrderNumberParams, request.params)),
        TE.chain(({ orderNumber }) => listOf(request).reservation(orderNumber)),
        TE.map((result) => ReservationResultWire.encode(result)),
      ),
    ),
  );

  server.post(P.reserve, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(ReservationRequest, request.body)),
        TE.chain((input) => listOf(request).reserve(input)),
        TE.map((result) => ReservationResultWire.encode(result)),
      ),
    ),
  );
};
