import * as t from 'io-ts';
import { CentsCodec } from '../codecs/cents.codec';
import { InstantCodec } from '../codecs/instant.codec';

/**
 * Wire contract of a seminar event as GET /api/consumer answers it (spec §3, §7). Prices are
 * euro cents. `hotel` is '' for an online event, as the spec's "empty means online".
 */
export const PricesWire = t.intersection([
  t.type({ price: CentsCodec }),
  t.partial({
    priceParticipantTwo: CentsCodec,
    priceParticipantThree: CentsCodec,
    priceParticipantFour: CentsCodec,
    priceParticipantFive: CentsCodec,
  }),
]);
export type PricesWire = t.TypeOf<typeof PricesWire>;

export const HotelWire = t.type({
  hotelId: t.number,
  name: t.string,
  street: t.string,
  postalCode: t.string,
  city: t.string,
  location: t.type({ locationId: t.number, name: t.string }),
});
export type HotelWire = t.TypeOf<typeof HotelWire>;

const NoHotel = t.literal('');

export const ModuleWire = t.type({
  position: t.number,
  /** -1 for a module without presence venue (spec §9). */
  hotelId: t.number,
  hotel: t.union([HotelWire, NoHotel]),
  startDate: InstantCodec,
  endDate: InstantCodec,
});
export type ModuleWire = t.TypeOf<typeof ModuleWire>;

export const RubricWire = t.type({ rubricId: t.number, slug: t.string, name: t.string });
export type RubricWire = t.TypeOf<typeof RubricWire>;

export const ThemeWire = t.type({
  themeId: t.number,
  slug: t.string,
  title: t.string,
  redirectUrl: t.string,
  actionField: t.type({ name: t.string, rubric: RubricWire }),
});
export type ThemeWire = t.TypeOf<typeof ThemeWire>;

export const ContentWire = t.type({
  title: t.string,
  targetGroups: t.array(t.string),
  subtitle: t.string,
  description: t.string,
  prices: PricesWire,
});
export type ContentWire = t.TypeOf<typeof ContentWire>;

/**
 * The relations a caller may ask /api/consumer to include. The spec's event also lists
 * recipients (the booked participants); those are personal data and come only through the
 * portal's own calls, never through this public one.
 */
export const EVENT_RELATIONS = ['hotel', 'modules', 'content', 'theme'] as const;
export type EventRelation = (typeof EVENT_RELATIONS)[number];

export const ConsumerEventWire = t.intersection([
  t.type({
    eventId: t.number,
    startDate: InstantCodec,
    endDate: InstantCodec,
    isOnlineEvent: t.boolean,
    capacity: t.number,
  }),
  t.partial({
    hotel: t.union([HotelWire, NoHotel]),
    modules: t.array(ModuleWire),
    theme: ThemeWire,
    content: ContentWire,
  }),
]);
export type ConsumerEventWire = t.TypeOf<typeof ConsumerEventWire>;
