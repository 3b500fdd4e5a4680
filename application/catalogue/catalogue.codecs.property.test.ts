import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { BookingStatesQuery, BookingStatesWire, MAX_BOOKING_STATE_EVENTS } from './booking-state.codecs';
import {
  bookingStatesArb,
  conferenceArb,
  conferenceSummaryArb,
  consumerEventArb,
  eventManagersArb,
  eventPageArb,
  hotelDetailArb,
  hotelSummaryArb,
  locationsArb,
  remarketingArb,
  rubricSummariesArb,
  tagsArb,
  themeDetailArb,
  themeSummaryArb,
} from './catalogue.arbitraries';
import { ConferenceSummariesWire, ConferenceWire } from './conference.codecs';
import { EventManagersWire } from './event-manager.codecs';
import { ConsumerEventWire } from './event.codecs';
import { EventPageWire } from './event-search.codecs';
import { HotelDetailWire, HotelSummariesWire, LocationsWire, RubricSummariesWire, TagsWire } from './place.codecs';
import { RemarketingWire, ThemeDetailWire, ThemeSummariesWire } from './theme.codecs';

/**
 * decode(encode(a)) succeeds and encodes again to the same JSON: compared as JSON, because
 * two Temporal instants look alike to a structural comparison whatever their value.
 */
const roundTrips = <A, O>(codec: t.Type<A, O>, arbitrary: fc.Arbitrary<A>): void => {
  fc.assert(
    fc.property(arbitrary, (value) => {
      const wire = codec.encode(value);
      const decoded = codec.decode(JSON.parse(JSON.stringify(wire)));
      if (E.isLeft(decoded)) throw new Error(`did not decode: ${JSON.stringify(wire)}`);
      expect(codec.encode(decoded.right)).toEqual(wire);
    }),
    { numRuns: 50 },
  );
};

describe('catalogue wire codecs', () => {
  it('decode(encode(a)) equals a for every answer of the catalogue calls, through JSON', () => {
    roundTrips(ConsumerEventWire, consumerEventArb);
    roundTrips(EventPageWire, eventPageArb);
    roundTrips(ThemeSummariesWire, fc.array(themeSummaryArb, { maxLength: 3 }));
    roundTrips(ThemeDetailWire, themeDetailArb);
    roundTrips(RemarketingWire, remarketingArb);
    roundTrips(RubricSummariesWire, rubricSummariesArb);
    roundTrips(TagsWire, tagsArb);
    roundTrips(HotelSummariesWire, fc.array(hotelSummaryArb, { maxLength: 3 }));
    roundTrips(HotelDetailWire, hotelDetailArb);
    roundTrips(LocationsWire, locationsArb);
    roundTrips(BookingStatesWire, bookingStatesArb);
    roundTrips(EventManagersWire, eventManagersArb);
    roundTrips(ConferenceSummariesWire, fc.array(conferenceSummaryArb, { maxLength: 3 }));
    roundTrips(ConferenceWire, conferenceArb);
  });

  it('an id list survives the query string: decode(encode(ids)) equals ids for distinct valid ids', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 1, maxLength: MAX_BOOKING_STATE_EVENTS }), (eventIds) => {
        expect(BookingStatesQuery.decode(BookingStatesQuery.encode({ eventIds }))).toEqual(E.right({ eventIds }));
      }),
    );
  });

  it('an id list never decodes to more than the limit, to a repeated id, or to a non-positive id', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -5, max: 40 }), fc.string({ maxLength: 3 })), { maxLength: 120 }), (parts) => {
        const decoded = BookingStatesQuery.decode({ eventIds: parts.join(',') });
        if (E.isRight(decoded)) {
          const { eventIds } = decoded.right;
          expect(eventIds.length).toBeGreaterThanOrEqual(1);
          expect(eventIds.length).toBeLessThanOrEqual(MAX_BOOKING_STATE_EVENTS);
          expect(new Set(eventIds).size).toBe(eventIds.length);
          expect(eventIds.every((eventId) => Number.isInteger(eventId) && eventId > 0)).toBe(true);
        }
      }),
    );
  });
});
