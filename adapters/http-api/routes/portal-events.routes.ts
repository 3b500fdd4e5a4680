import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { CustomerInvoicesWire } from '../../../application/invoices/invoices.codecs';
import { CUSTOMER_INVOICES_API_PATH } from '../../../application/invoices/invoices.paths';
import { PORTAL_MESSAGES as M } from '../../../application/portal/messages';
import { PORTAL_PATHS as P } from '../../../application/portal/portal.paths';
import type { ForRequest, PortalEvents } from '../../../application/portal/portal.port';
import {
  BookedEventsWire,
  EventRecipientsWire,
  ParticipationWire,
  RecipientWire,
  RecommendationsWire,
  SubstituteRequest,
} from '../../../application/portal/portal-events.codecs';
import { idFromString } from '../../../application/portal/request.codecs';
import { respond } from '../respond';
import { contextOf, withBody, withParams } from './portal-respond';

const EventParams = t.type({ id: idFromString('EventId', M.invalidEventId) });
const RecipientParams = t.type({ id: idFromString('RecipientId', M.invalidRecipientId) });

/** The caller's seminars: booked events, their participants, cancellation, recommendations. */
export const portalEventsRoutes = (events: () => ForRequest<PortalEvents>) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): PortalEvents => events().forRequest(contextOf(request));

  server.get(P.futureEvents, (request, reply) => respond(reply, pipe(of(request).events('future'), TE.map(BookedEventsWire.encode))));
  server.get(P.pastEvents, (request, reply) => respond(reply, pipe(of(request).events('past'), TE.map(BookedEventsWire.encode))));
  server.get(P.nextEventRecipients, (request, reply) =>
    respond(reply, pipe(withParams(EventParams)(request, ({ id }) => of(request).recipients(id)), TE.map(EventRecipientsWire.encode))),
  );
  server.post(P.cancelRecipientBooking, (request, reply) =>
    respond(reply, pipe(withParams(RecipientParams)(request, ({ id }) => of(request).cancelRecipient(id)), TE.map(RecipientWire.encode))),
  );
  server.get(P.participation, (request, reply) =>
    respond(reply, pipe(withParams(RecipientParams)(request, ({ id }) => of(request).participation(id)), TE.map(ParticipationWire.encode))),
  );
  server.post(P.substituteRecipient, (request, reply) =>
    respond(
      reply,
      pipe(
        withParams(RecipientParams)(request, ({ id }) => withBody(SubstituteRequest, request.body, (body) => of(request).substituteRecipient(id, body))),
        TE.map(RecipientWire.encode),
      ),
    ),
  );
  server.post(P.nameHeldSeat, (request, reply) =>
    respond(
      reply,
      pipe(
        withParams(RecipientParams)(request, ({ id }) => withBody(SubstituteRequest, request.body, (body) => of(request).nameHeldSeat(id, body))),
        TE.map(RecipientWire.encode),
      ),
    ),
  );
  server.post(P.giveBackHeldSeat, (request, reply) =>
    respond(reply, pipe(withParams(RecipientParams)(request, ({ id }) => of(request).giveBackHeldSeat(id)), TE.map(RecipientWire.encode))),
  );
  server.get(CUSTOMER_INVOICES_API_PATH, (request, reply) => respond(reply, pipe(of(request).invoices(), TE.map(CustomerInvoicesWire.encode))));
  server.get(P.articleRecommendations, (request, reply) =>
    respond(reply, pipe(of(request).recommendations(), TE.map(RecommendationsWire.encode))),
  );
};
