import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { EventFilesWire } from './event-files.codecs';
import { GremiumMembersWire } from './gremium.codecs';
import { BookedEventsWire } from './portal-events.codecs';
import {
  bookedEventWireArb,
  eventFileWireArb,
  gremiumMembersWireArb,
  invitationWireArb,
  marketingWireArb,
  personalDataWireArb,
} from './portal.arbitraries';
import { MarketingPreferencesWire, MembershipsWire, PersonalDataWire } from './settings.codecs';

/** decode(encode(a)) succeeds and encodes to the same JSON: instants compare by their wire text. */
const roundTrips = <A, O>(codec: t.Type<A, O>, arbitrary: fc.Arbitrary<A>): void => {
  fc.assert(
    fc.property(arbitrary, (value) => {
      const encoded = codec.encode(value);
      const decoded = codec.decode(JSON.parse(JSON.stringify(encoded)));
      expect(E.isRight(decoded)).toBe(true);
      if (E.isRight(decoded)) expect(codec.encode(decoded.right)).toEqual(encoded);
    }),
  );
};

describe('portal wire codecs (properties)', () => {
  it('personal data survives the wire unchanged', () => {
    roundTrips(PersonalDataWire, personalDataWireArb);
  });

  it('marketing consents and their instants survive the wire unchanged', () => {
    roundTrips(MarketingPreferencesWire, marketingWireArb);
  });

  it('memberships with pending invitations survive the wire unchanged', () => {
    roundTrips(
      MembershipsWire,
      fc.record({
        memberships: fc.array(fc.record({ gremiumId: fc.nat(), name: fc.string(), company: fc.string(), role: fc.constantFrom('member' as const, 'admin' as const) }), { maxLength: 1 }),
        invitations: fc.array(invitationWireArb, { maxLength: 3 }),
      }),
    );
  });

  it('booked events with their recipients survive the wire unchanged', () => {
    roundTrips(BookedEventsWire, fc.array(bookedEventWireArb, { maxLength: 3 }));
  });

  it('event files survive the wire unchanged', () => {
    roundTrips(EventFilesWire, fc.array(eventFileWireArb, { maxLength: 3 }));
  });

  it('Gremium members with and without addresses survive the wire unchanged', () => {
    roundTrips(GremiumMembersWire, gremiumMembersWireArb);
  });
});
