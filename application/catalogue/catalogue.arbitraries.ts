import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { BOOKING_STATE_LABELS, BOOKING_STATES } from '../../domain/event/booking-state';
import { cents, type Cents } from '../../domain/money/money';
import type { BookingStatesWire } from './booking-state.codecs';
import type { ConferenceSummaryWire, ConferenceWire } from './conference.codecs';
import type { EventManagersWire } from './event-manager.codecs';
import type { ConsumerEventWire, HotelWire, PricesWire, RubricWire } from './event.codecs';
import type { EventListItemWire, EventPageWire } from './event-search.codecs';
import type { HotelDetailWire, HotelSummaryWire, LocationsWire, RubricSummariesWire, TagsWire } from './place.codecs';
import type { RemarketingWire, ThemeDetailWire, ThemeSummaryWire } from './theme.codecs';

/** Test data for the catalogue's wire contracts; German texts as the pages show them. */

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const count = fc.integer({ min: 0, max: 500 });
const text = fc.string({ maxLength: 40 });
const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,3}$/);
const amount: fc.Arbitrary<Cents> = fc.integer({ min: 0, max: 500_000 }).map(cents);

/** Any instant from 2020 to 2040, to the nanosecond (the wire keeps it exactly). */
export const instantArb: fc.Arbitrary<Temporal.Instant> = fc
  .bigInt({ min: 1_577_836_800_000_000_000n, max: 2_240_524_800_000_000_000n })
  .map((ns) => Temporal.Instant.fromEpochNanoseconds(ns));

export const rubricArb: fc.Arbitrary<RubricWire> = fc.record({ rubricId: id, slug, name: text });

export const hotelArb: fc.Arbitrary<HotelWire> = fc.record({
  hotelId: id,
  name: text,
  street: text,
  postalCode: fc.stringMatching(/^\d{5}$/),
  city: text,
  location: fc.record({ locationId: id, name: text }),
});

export const pricesArb: fc.Arbitrary<PricesWire> = fc.record(
  { price: amount, priceParticipantTwo: amount, priceParticipantThree: amount, priceParticipantFour: amount, priceParticipantFive: amount },
  { requiredKeys: ['price'] },
);

export const eventListItemArb: fc.Arbitrary<EventListItemWire> = fc.record({
  eventId: id,
  startDate: instantArb,
  endDate: instantArb,
  kind: fc.constantFrom('online' as const, 'presence' as const, 'series' as const),
  isOnlineEvent: fc.boolean(),
  oneDay: fc.boolean(),
  locationText: text,
  hotelName: fc.option(text, { nil: null }),
  venue: fc.option(hotelArb, { nil: null }),
  theme: fc.record({ themeId: id, slug, title: text, rubric: rubricArb }),
  prices: pricesArb,
  priceLabel: fc.constantFrom('Preis ab' as const, 'Preis' as const),
  listingPrice: amount,
});

export const eventPageArb: fc.Arbitrary<EventPageWire> = fc.record({
  items: fc.array(eventListItemArb, { maxLength: 3 }),
  total: count,
  page: fc.integer({ min: 1, max: 100 }),
  pageSize: fc.integer({ min: 1, max: 100 }),
});

export const consumerEventArb: fc.Arbitrary<ConsumerEventWire> = fc.record(
  {
    eventId: id,
    startDate: instantArb,
    endDate: instantArb,
    isOnlineEvent: fc.boolean(),
    capacity: count,
    hotel: fc.oneof(hotelArb, fc.constant('' as const)),
    modules: fc.array(
      fc.record({
        position: fc.integer({ min: 1, max: 6 }),
        hotelId: fc.oneof(id, fc.constant(-1)),
        hotel: fc.oneof(hotelArb, fc.constant('' as const)),
        startDate: instantArb,
        endDate: instantArb,
      }),
      { maxLength: 3 },
    ),
    theme: fc.record({ themeId: id, slug, title: text, redirectUrl: text, actionField: fc.record({ name: text, rubric: rubricArb }) }),
    content: fc.record({ title: text, targetGroups: fc.array(text, { maxLength: 3 }), subtitle: text, description: text, prices: pricesArb }),
  },
  { requiredKeys: ['eventId', 'startDate', 'endDate', 'isOnlineEvent', 'capacity'] },
);

const themeFields = {
  themeId: id,
  slug,
  title: text,
  subtitle: text,
  rubric: rubricArb,
  actionField: text,
  redirectUrl: text,
  tags: fc.array(text, { maxLength: 3 }),
};

export const themeSummaryArb: fc.Arbitrary<ThemeSummaryWire> = fc.record({
  ...themeFields,
  nextDate: fc.option(instantArb, { nil: null }),
  upcomingEvents: count,
});

export const themeDetailArb: fc.Arbitrary<ThemeDetailWire> = fc.record({
  ...themeFields,
  description: text,
  targetGroups: fc.array(text, { maxLength: 3 }),
  events: fc.array(eventListItemArb, { maxLength: 3 }),
  cheapest: fc.option(
    fc.record({ eventId: id, priceLabel: fc.constantFrom('Preis ab' as const, 'Preis' as const), listingPrice: amount }),
    { nil: null },
  ),
});

export const remarketingArb: fc.Arbitrary<RemarketingWire> = fc.array(
  fc.record({ themeId: id, related: fc.array(themeSummaryArb, { maxLength: 4 }) }),
  { maxLength: 3 },
);

export const rubricSummariesArb: fc.Arbitrary<RubricSummariesWire> = fc.array(
  fc.record({ rubricId: id, slug, name: text, description: text, upcomingEvents: count }),
  { maxLength: 4 },
);

export const tagsArb: fc.Arbitrary<TagsWire> = fc.array(fc.record({ name: text, themes: count, upcomingEvents: count }), { maxLength: 4 });

export const hotelSummaryArb: fc.Arbitrary<HotelSummaryWire> = fc
  .tuple(hotelArb, slug, count, fc.option(fc.record({ url: text, width: count, height: count }), { nil: null }))
  .map(([hotel, hotelSlug, upcomingEvents, image]) => ({ ...hotel, slug: hotelSlug, upcomingEvents, image }));

export const hotelDetailArb: fc.Arbitrary<HotelDetailWire> = fc
  .tuple(hotelSummaryArb, fc.array(eventListItemArb, { maxLength: 3 }))
  .map(([hotel, events]) => ({ ...hotel, events }));

export const locationsArb: fc.Arbitrary<LocationsWire> = fc.array(
  fc.record({ locationId: id, name: text, hotels: count, upcomingEvents: count }),
  { maxLength: 4 },
);

export const bookingStatesArb: fc.Arbitrary<BookingStatesWire> = fc.array(
  fc
    .record({ eventId: id, state: fc.constantFrom(...BOOKING_STATES), seatsLeft: count })
    .map((entry) => ({ ...entry, label: BOOKING_STATE_LABELS[entry.state] })),
  { maxLength: 4 },
);

export const eventManagersArb: fc.Arbitrary<EventManagersWire> = fc.array(
  fc.record({ managerId: id, name: text, phone: text, email: fc.emailAddress(), upcomingEvents: count }),
  { maxLength: 4 },
);

export const conferenceSummaryArb: fc.Arbitrary<ConferenceSummaryWire> = fc.record({
  conferenceId: id,
  bookableId: id,
  url: slug,
  title: text,
  subtitle: text,
  startDate: instantArb,
  endDate: instantArb,
  venue: hotelArb,
  price: amount,
  capacity: count,
});

export const conferenceArb: fc.Arbitrary<ConferenceWire> = fc
  .tuple(
    conferenceSummaryArb,
    text,
    fc.array(fc.record({ position: fc.integer({ min: 1, max: 20 }), startDate: instantArb, title: text, speaker: text }), { maxLength: 4 }),
  )
  .map(([summary, description, program]) => ({ ...summary, description, program }));
