import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { BOOKING_TYPES } from '../../domain/cart/booking-type';
import { centsArb, instantArb, signedCentsArb } from '../cart/cart.arbitraries';
import {
  CheckoutResultWire,
  ConfirmedReservationWire,
  EntryIdCodec,
  IdempotencyKeyCodec,
  ReservationResultWire,
  WaitlistEntryWire,
} from './orders.codecs';

const roundTrips = <A, O>(codec: t.Type<A, O>, arbitrary: fc.Arbitrary<A>) => {
  fc.assert(
    fc.property(arbitrary, (value) => {
      expect(codec.decode(codec.encode(value))).toEqual(E.right(value));
    }),
  );
};

const id = fc.integer({ min: 1, max: 2_147_483_647 });

const participantArb = fc.record(
  {
    participantId: id,
    eventId: id,
    themeTitle: fc.string(),
    firstname: fc.string(),
    lastname: fc.string(),
    bookingType: fc.constantFrom(...BOOKING_TYPES),
    status: fc.constantFrom('booked' as const, 'reserved' as const, 'waitlisted' as const),
    price: centsArb,
    message: fc.string(),
    reservedUntil: instantArb,
    waitlistEntryId: fc.uuid(),
  },
  { requiredKeys: ['participantId', 'eventId', 'themeTitle', 'firstname', 'lastname', 'bookingType', 'status', 'price', 'message'] },
);

describe('order wire codecs', () => {
  it('decode(encode(a)) equals a for every answer of the order, waiting-list and reservation calls', () => {
    roundTrips(
      CheckoutResultWire,
      fc.record({
        orderNumber: fc.string(),
        channel: fc.constantFrom('online' as const, 'fax' as const),
        orderedAt: instantArb,
        total: centsArb,
        groupDiscount: signedCentsArb,
        participants: fc.array(participantArb, { maxLength: 4 }),
      }),
    );
    roundTrips(
      WaitlistEntryWire,
      fc.record(
        {
          entryId: fc.uuid(),
          eventId: id,
          seats: fc.integer({ min: 1, max: 20 }),
          status: fc.constantFrom('waiting' as const, 'offered' as const, 'accepted' as const, 'expired' as const, 'cancelled' as const),
          position: fc.option(fc.integer({ min: 1 }), { nil: null }),
          offerExpiresAt: instantArb,
          orderNumber: fc.string(),
        },
        { requiredKeys: ['entryId', 'eventId', 'seats', 'status', 'position'] },
      ),
    );
    roundTrips(
      ReservationResultWire,
      fc.record(
        {
          orderNumber: fc.string(),
          eventId: id,
          seats: fc.integer({ min: 1, max: 20 }),
          status: fc.constantFrom('reserved' as const, 'waitlisted' as const),
          message: fc.string(),
          reservedUntil: instantArb,
          waitlistEntryId: fc.uuid(),
          position: fc.integer({ min: 1 }),
        },
        { requiredKeys: ['orderNumber', 'eventId', 'seats', 'status', 'message'] },
      ),
    );
    roundTrips(ConfirmedReservationWire, fc.record({ participantId: id, eventId: id, status: fc.constant('booked' as const), message: fc.string() }));
  });

  it('an idempotency key of 8 to 255 visible ASCII characters, and a lower-case entry id, survive the header and the path', () => {
    roundTrips(IdempotencyKeyCodec, fc.stringMatching(/^[\x21-\x7e]{8,255}$/));
    roundTrips(EntryIdCodec, fc.uuid());
  });
});
