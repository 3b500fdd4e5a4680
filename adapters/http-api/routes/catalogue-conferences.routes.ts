import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PATHS } from '../../../application/catalogue/catalogue.paths';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import { ConferenceParams, ConferenceSummariesWire, ConferenceWire } from '../../../application/catalogue/conference.codecs';
import { getRoute, getRouteWith, params } from './catalogue-route';

/** Fachtagungen for /fachtagung/{x}. */
export const catalogueConferenceRoutes = (catalogue: Catalogue) => (server: FastifyInstance) => {
  getRoute(server, CATALOGUE_PATHS.conferences, ConferenceSummariesWire, () => catalogue.conferences());
  getRouteWith(server, CATALOGUE_PATHS.conference, { from: params, codec: ConferenceParams }, ConferenceWire, ({ url }) =>
    catalogue.conferenceByUrl(url),
  );
};
