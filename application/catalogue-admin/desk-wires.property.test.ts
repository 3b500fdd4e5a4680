import fc from 'fast-check';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { SEMINAR_DATE_FIELDS } from '../../domain/seminar-date/seminar-date';
import { VENUE_FIELDS } from '../../domain/venue/venue';
import { CancelledConferenceWire, CONFERENCE_FIELDS, ConferencePostInput, ConferenceSheetWire } from './conference-desk.codecs';
import { CancelledDateWire, DatePostInput, DateSheetWire, NewDatePostInput, SavedDateWire } from './seminar-date-desk.codecs';
import { NewVenueSheetWire, VenueCreatedWire, VenueImageSavedWire, VenueListWire, VenuePostInput, VenueSheetWire } from './venue-desk.codecs';

const text = fc.string({ maxLength: 20 });
const count = fc.nat({ max: 10_000 });
const fields = (names: readonly string[]) => fc.record(Object.fromEntries(names.map((name) => [name, text])));

const roundTrips = <A, O>(codec: t.Type<A, O>, arbitrary: fc.Arbitrary<unknown>): void => {
  fc.assert(
    fc.property(arbitrary, (value) => {
      const decoded = codec.decode(value);
      expect(decoded._tag).toBe('Right');
      if (decoded._tag === 'Right') expect(codec.decode(JSON.parse(JSON.stringify(codec.encode(decoded.right))))).toEqual(decoded);
    }),
  );
};

describe('the back office desks\' wire codecs', () => {
  it('decode(encode(a)) is a, through JSON, for a date\'s sheet, a save, a cancel and a post', () => {
    const venue = fc.record({ hotelId: count, name: text, city: text });
    roundTrips(
      DateSheetWire,
      fc.record({
        eventId: count,
        themeSlug: text,
        title: text,
        fields: fields(SEMINAR_DATE_FIELDS),
        seats: fc.record({ capacity: count, booked: count, reserved: count, waiting: count }),
        cancelled: fc.boolean(),
        modules: fc.array(fc.record({ startDate: text, endDate: text, hotelId: text }), { maxLength: 3 }),
        venues: fc.array(venue, { maxLength: 3 }),
      }),
    );
    roundTrips(SavedDateWire, fc.record({ eventId: count, changed: fc.array(text, { maxLength: 3 }), told: count }));
    roundTrips(CancelledDateWire, fc.record({ eventId: count, participants: count, waitingEntries: count }));
    const moduleRow = fc.record({ startDate: text, endDate: text, hotelId: text, remove: fc.boolean() }, { requiredKeys: [] });
    roundTrips(
      DatePostInput,
      fc
        .tuple(fc.constantFrom('speichern', 'absagen'), fields(SEMINAR_DATE_FIELDS), fc.option(fc.array(moduleRow, { maxLength: 3 }), { nil: undefined }))
        .map(([intent, values, modules]) => ({ intent, ...values, ...(modules === undefined ? {} : { modules }) })),
    );
    roundTrips(NewDatePostInput, fc.tuple(fields(SEMINAR_DATE_FIELDS), fc.array(moduleRow, { maxLength: 3 })).map(([values, modules]) => ({ ...values, modules })));
  });

  it('decode(encode(a)) is a, through JSON, for the venues (new, changed, a picture) and a Fachtagung (changed, called off)', () => {
    roundTrips(
      VenueListWire,
      fc.array(fc.record({ hotelId: count, name: text, city: text, ratePerNight: fc.option(count, { nil: null }), upcomingDates: count, hasImage: fc.boolean() }), { maxLength: 3 }),
    );
    const image = fc.option(fc.record({ url: text, description: text, width: count, height: count }), { nil: null });
    roundTrips(VenueSheetWire, fc.record({ hotelId: count, slug: text, fields: fields(VENUE_FIELDS), hasImage: fc.boolean(), image }));
    roundTrips(NewVenueSheetWire, fc.record({ fields: fields(VENUE_FIELDS) }));
    roundTrips(VenueCreatedWire, fc.record({ hotelId: count, slug: text }));
    roundTrips(VenueImageSavedWire, fc.record({ hotelId: count, image: fc.option(text, { nil: null }) }));
    roundTrips(
      VenuePostInput,
      fc.oneof(
        fc.record({ intent: fc.constant('bild' as const), fileName: text, base64: fc.base64String({ maxLength: 40 }) }),
        fc.constant({ intent: 'bild-entfernen' as const }),
        fields(VENUE_FIELDS).map((values) => ({ ...values, intent: 'speichern' as const })),
      ),
    );
    roundTrips(ConferenceSheetWire, fc.record({ conferenceId: count, url: text, title: text, seatsTaken: count, cancelled: fc.boolean(), fields: fields(CONFERENCE_FIELDS) }));
    roundTrips(CancelledConferenceWire, fc.record({ conferenceId: count, participants: count, waitingEntries: count }));
    roundTrips(ConferencePostInput, fc.tuple(fc.constantFrom('speichern', 'absagen'), fields(CONFERENCE_FIELDS)).map(([intent, values]) => ({ intent, ...values })));
  });
});
