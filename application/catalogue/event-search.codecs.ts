import * as t from 'io-ts';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec, PlainDateCodec } from '../codecs/instant.codec';
import { HotelWire, PricesWire, RubricWire } from './event.codecs';
import { booleanFromString, boundedIntFromString, withMessage } from './query-params.codecs';
import { oneOf } from '../codecs/one-of.codec';

export const EVENT_KINDS = ['online', 'presence', 'series'] as const;
export const EVENT_SORTS = ['date', 'price', 'title'] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** Query parameters of the event listing and search (all optional; strings as in a URL). */
export const EventSearchQuery = t.exact(
  t.partial({
    q: t.string,
    from: PlainDateCodec,
    to: PlainDateCodec,
    city: t.string,
    locationId: boundedIntFromString('LocationId', 1, 1e9, 'Der Ort ist ungültig.'),
    hotelId: boundedIntFromString('HotelId', 1, 1e9, 'Das Hotel ist ungültig.'),
    theme: t.string,
    rubric: t.string,
    kind: withMessage(oneOf(EVENT_KINDS), 'Bitte wählen Sie online, presence oder series.'),
    oneDay: booleanFromString,
    sort: withMessage(oneOf(EVENT_SORTS), 'Bitte sortieren Sie nach date, price oder title.'),
    page: boundedIntFromString('Page', 1, 100_000, 'Die Seitenzahl ist ungültig.'),
    pageSize: boundedIntFromString('PageSize', 1, MAX_PAGE_SIZE, `Bitte wählen Sie 1 bis ${MAX_PAGE_SIZE} Einträge pro Seite.`),
  }),
);
export type EventSearchQuery = t.TypeOf<typeof EventSearchQuery>;

/** One row of a listing: what a visitor compares (date, place, price, kind). */
export const EventListItemWire = t.type({
  eventId: t.number,
  startDate: InstantCodec,
  endDate: InstantCodec,
  kind: oneOf(EVENT_KINDS),
  isOnlineEvent: t.boolean,
  oneDay: t.boolean,
  /** From domain/event/location-text: "Berlin und Hamburg", "6 Online-Sitzungen" … */
  locationText: t.string,
  hotelName: t.union([t.string, t.null]),
  /** The venue with its address (pages link it, JSON-LD names it as Place); null online. */
  venue: t.union([HotelWire, t.null]),
  theme: t.type({ themeId: t.number, slug: t.string, title: t.string, rubric: RubricWire }),
  prices: PricesWire,
  /** 'Preis ab' with the lowest participant price, or 'Preis' with the base price (domain/pricing). */
  priceLabel: t.keyof({ 'Preis ab': null, Preis: null }),
  listingPrice: CentsCodec,
});
export type EventListItemWire = t.TypeOf<typeof EventListItemWire>;

export const EventPageWire = t.type({
  items: t.array(EventListItemWire),
  total: t.number,
  page: t.number,
  pageSize: t.number,
});
export type EventPageWire = t.TypeOf<typeof EventPageWire>;
