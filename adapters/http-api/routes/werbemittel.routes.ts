import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ArticlesWire, OrderReferenceParams, WerbemittelOrderRequest, WerbemittelOrderWire } from '../../../application/werbemittel/werbemittel.codecs';
import { WERBEMITTEL_PATHS as P } from '../../../application/werbemittel/werbemittel.paths';
import type { WerbemittelShop, WerbemittelShopForRequest } from '../../../application/werbemittel/werbemittel.port';
import { respond } from '../respond';
import { contextOf, respondCreated, withBody, withParams } from './portal-respond';

/** The Werbemittelshop's calls: the order is the spec's POST /api/werbemittel-shop-request (§7 Forms). */
export const werbemittelRoutes = (shops: WerbemittelShopForRequest) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): WerbemittelShop => shops.forRequest(contextOf(request));

  server.get(P.articles, (request, reply) => respond(reply, pipe(of(request).articles(), TE.map(ArticlesWire.encode))));
  server.post(P.order, (request, reply) =>
    respondCreated(reply, pipe(withBody(WerbemittelOrderRequest, request.body, (body) => of(request).order(body)), TE.map(WerbemittelOrderWire.encode))),
  );
  server.get(P.placedOrder, (request, reply) =>
    respond(reply, pipe(withParams(OrderReferenceParams)(request, ({ reference }) => of(request).placedOrder(reference)), TE.map(WerbemittelOrderWire.encode))),
  );
};
