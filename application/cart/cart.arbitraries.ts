import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { BOOKING_TYPES } from '../../domain/cart/booking-type';
import { cents, type Cents } from '../../domain/money/money';
import type { CartItemSmallWire, CartItemWire, ShoppingCartWire } from './cart.codecs';

/** Wire values of the cart calls; they double as test data for the UI. */

export const instantArb: fc.Arbitrary<Temporal.Instant> = fc
  .integer({ min: 1_700_000_000, max: 2_100_000_000 })
  .map((seconds) => Temporal.Instant.fromEpochMilliseconds(seconds * 1000));

export const centsArb: fc.Arbitrary<Cents> = fc.integer({ min: 0, max: 1_000_000 }).map(cents);
export const signedCentsArb: fc.Arbitrary<Cents> = fc.integer({ min: -1_000_000, max: 1_000_000 }).map(cents);
const id = fc.integer({ min: 1, max: 2_147_483_647 });
const nullableText = fc.option(fc.string(), { nil: null });

export const cartItemSmallArb: fc.Arbitrary<CartItemSmallWire> = fc.record({
  cartItemId: id,
  eventId: id,
  themeId: id,
  themeTitle: fc.string(),
  city: fc.string(),
  startDate: instantArb,
  endDate: instantArb,
});

const pricesArb = fc.record(
  {
    price: centsArb,
    priceParticipantTwo: centsArb,
    priceParticipantThree: centsArb,
    priceParticipantFour: centsArb,
    priceParticipantFive: centsArb,
  },
  { requiredKeys: ['price'] },
);

export const cartItemArb: fc.Arbitrary<CartItemWire> = fc
  .tuple(
    cartItemSmallArb,
    fc.record({
      dateText: fc.string(),
      themeSlug: fc.string(),
      kind: fc.constantFrom('online' as const, 'presence' as const, 'series' as const),
      isOnlineEvent: fc.boolean(),
      bookable: fc.boolean(),
      prices: pricesArb,
      priceLabel: fc.constantFrom('Preis ab' as const, 'Preis' as const),
      listingPrice: centsArb,
      recipients: fc.array(
        fc.record({
          recipientId: id,
          position: fc.integer({ min: 1, max: 50 }),
          salutation: fc.string(),
          firstname: fc.string(),
          lastname: fc.string(),
          email: fc.string(),
          function: fc.string(),
          bookingType: fc.constantFrom(...BOOKING_TYPES),
          hotelOverNightOption: fc.string(),
          price: centsArb,
        }),
        { maxLength: 3 },
      ),
      total: centsArb,
      groupDiscount: signedCentsArb,
    }),
  )
  .map(([small, rest]) => ({ ...small, ...rest }));

export const shoppingCartArb: fc.Arbitrary<ShoppingCartWire> = fc.record({
  items: fc.array(cartItemArb, { maxLength: 3 }),
  count: fc.nat(30),
  total: centsArb,
  groupDiscount: signedCentsArb,
  options: fc.record({
    company: nullableText,
    street: nullableText,
    streetNumber: nullableText,
    postalCode: nullableText,
    city: nullableText,
    invoiceReference: nullableText,
    invoiceEmail: nullableText,
    leitwegId: nullableText,
    personalNotes: nullableText,
    acceptTerms: fc.boolean(),
  }),
});
