import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PATHS } from '../../../application/catalogue/catalogue.paths';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import { ConsumerQuery } from '../../../application/catalogue/consumer-query.codecs';
import { ConsumerEventWire } from '../../../application/catalogue/event.codecs';
import { EventPageWire, EventSearchQuery } from '../../../application/catalogue/event-search.codecs';
import { SeminarSearchQuery, SeminarSearchWire } from '../../../application/catalogue/seminar-search.codecs';
import { catalogueConferenceRoutes } from './catalogue-conferences.routes';
import { cataloguePlaceRoutes } from './catalogue-places.routes';
import { getRouteWith, query } from './catalogue-route';
import { catalogueThemeRoutes } from './catalogue-themes.routes';

/** Every route of the catalogue API (paths in application/catalogue/catalogue.paths). */
export const catalogueRoutes = (catalogue: Catalogue) => (server: FastifyInstance) => {
  getRouteWith(server, CATALOGUE_PATHS.consumer, { from: query, codec: ConsumerQuery }, ConsumerEventWire, (input) =>
    catalogue.consumerEvent({ eventId: input.internalId, relations: input.relations ?? new Set() }),
  );
  getRouteWith(server, CATALOGUE_PATHS.events, { from: query, codec: EventSearchQuery }, EventPageWire, (input) =>
    catalogue.searchEvents(input),
  );
  getRouteWith(server, CATALOGUE_PATHS.seminarSearch, { from: query, codec: SeminarSearchQuery }, SeminarSearchWire, (input) =>
    catalogue.searchSeminars(input),
  );
  catalogueThemeRoutes(catalogue)(server);
  cataloguePlaceRoutes(catalogue)(server);
  catalogueConferenceRoutes(catalogue)(server);
};
