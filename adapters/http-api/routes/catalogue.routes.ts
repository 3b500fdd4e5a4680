import type { FastifyInstance } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import { ConsumerQuery } from '../../../application/catalogue/consumer-query.codecs';
import { ConsumerEventWire } from '../../../application/catalogue/event.codecs';
import { EventPageWire, EventSearchQuery } from '../../../application/catalogue/event-search.codecs';
import { decodeInput, respond } from '../respond';

/** Paths of the catalogue API; the HTTP proxy calls the same constants. */
export const CATALOGUE_PATHS = { consumer: '/api/consumer', events: '/api/events' } as const;

export const catalogueRoutes = (catalogue: Catalogue) => (server: FastifyInstance) => {
  server.get(CATALOGUE_PATHS.consumer, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(ConsumerQuery, request.query)),
        TE.chain((query) => catalogue.consumerEvent({ eventId: query.internalId, relations: query.relations ?? new Set() })),
        TE.map((event) => ConsumerEventWire.encode(event)),
      ),
    ),
  );

  server.get(CATALOGUE_PATHS.events, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(EventSearchQuery, request.query)),
        TE.chain((query) => catalogue.searchEvents(query)),
        TE.map((page) => EventPageWire.encode(page)),
      ),
    ),
  );
};

