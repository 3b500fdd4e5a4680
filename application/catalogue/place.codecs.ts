import * as t from 'io-ts';
import { HotelWire } from './event.codecs';
import { EventListItemWire } from './event-search.codecs';
import { boundedIntFromString, idFromString } from './query-params.codecs';

/** A rubric of the catalogue with how many dates it offers (/seminare/r/{rubric}, /seminare/rubrik). */
export const RubricSummariesWire = t.array(
  t.type({ rubricId: t.number, slug: t.string, name: t.string, description: t.string, upcomingEvents: t.number }),
);
export type RubricSummariesWire = t.TypeOf<typeof RubricSummariesWire>;

/** A keyword of the themes, with how many themes carry it and how many dates those have. */
export const TagsWire = t.array(t.type({ name: t.string, themes: t.number, upcomingEvents: t.number }));
export type TagsWire = t.TypeOf<typeof TagsWire>;

/** GET /api/get-hotels?city=…&locationId=… (both optional). */
export const HotelsQuery = t.exact(
  t.partial({ city: t.string, locationId: boundedIntFromString('LocationId', 1, 1e9, 'Der Ort ist ungültig.') }),
);
export type HotelsQuery = t.TypeOf<typeof HotelsQuery>;

/** A venue with its address and how many upcoming dates take place there (also as a module). */
export const HotelSummaryWire = t.intersection([
  HotelWire,
  t.type({
    slug: t.string,
    upcomingEvents: t.number,
    /** Its picture, uploaded in the back office or imported; null when it has none. */
    image: t.union([t.null, t.type({ url: t.string, width: t.number, height: t.number })]),
  }),
]);
export type HotelSummaryWire = t.TypeOf<typeof HotelSummaryWire>;

export const HotelSummariesWire = t.array(HotelSummaryWire);
export type HotelSummariesWire = t.TypeOf<typeof HotelSummariesWire>;

/** GET /api/get-hotel/{hotelId} for /standorte/hotel/{name}-{hotelId}. */
export const HotelParams = t.type({ hotelId: idFromString('HotelId', 'Bitte geben Sie eine gültige Hotelnummer an.') });

export const HotelDetailWire = t.intersection([HotelSummaryWire, t.type({ events: t.array(EventListItemWire) })]);
export type HotelDetailWire = t.TypeOf<typeof HotelDetailWire>;

/** A place with venues (/standorte/{name}-{locationId}). */
export const LocationsWire = t.array(
  t.type({ locationId: t.number, name: t.string, hotels: t.number, upcomingEvents: t.number }),
);
export type LocationsWire = t.TypeOf<typeof LocationsWire>;
