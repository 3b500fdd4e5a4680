import type { FastifyInstance } from 'fastify';
import { BookingStatesQuery, BookingStatesWire } from '../../../application/catalogue/booking-state.codecs';
import { CATALOGUE_PATHS } from '../../../application/catalogue/catalogue.paths';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import { EventManagersWire } from '../../../application/catalogue/event-manager.codecs';
import {
  HotelDetailWire,
  HotelParams,
  HotelSummariesWire,
  HotelsQuery,
  LocationsWire,
  RubricSummariesWire,
  TagsWire,
} from '../../../application/catalogue/place.codecs';
import { getRoute, getRouteWith, params, query } from './catalogue-route';

/** The data calls of spec §7 around the catalogue: rubrics, tags, venues, places, seats, managers. */
export const cataloguePlaceRoutes = (catalogue: Catalogue) => (server: FastifyInstance) => {
  getRoute(server, CATALOGUE_PATHS.rubrics, RubricSummariesWire, () => catalogue.rubrics());
  getRoute(server, CATALOGUE_PATHS.tags, TagsWire, () => catalogue.tags());
  getRouteWith(server, CATALOGUE_PATHS.hotels, { from: query, codec: HotelsQuery }, HotelSummariesWire, (input) =>
    catalogue.hotels(input),
  );
  getRouteWith(server, CATALOGUE_PATHS.hotel, { from: params, codec: HotelParams }, HotelDetailWire, ({ hotelId }) =>
    catalogue.hotel(hotelId),
  );
  getRoute(server, CATALOGUE_PATHS.locations, LocationsWire, () => catalogue.locations());
  getRouteWith(server, CATALOGUE_PATHS.bookingStates, { from: query, codec: BookingStatesQuery }, BookingStatesWire, (input) =>
    catalogue.bookingStates(input),
  );
  getRoute(server, CATALOGUE_PATHS.eventManagers, EventManagersWire, () => catalogue.eventManagers());
};
