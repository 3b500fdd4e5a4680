import { describe, expect, it } from 'vitest';
import { cents, formatEuro } from '../money/money';
import { listingPrice } from './price-label';

describe('listing price', () => {
  it("shows 'Preis ab' with the cheapest participant price when the second participant has a tier", () => {
    const listing = listingPrice({
      price: cents(129000),
      priceParticipantTwo: cents(119000),
      priceParticipantThree: cents(109000),
      priceParticipantFour: cents(99000),
      priceParticipantFive: cents(89000),
    });
    expect(listing.label).toBe('Preis ab');
    expect(formatEuro(listing.amount)).toBe('890,00\u00a0€');
  });

  it("shows 'Preis' with the base price when there is no second-participant tier, even if a later tier is lower", () => {
    expect(listingPrice({ price: cents(49500) })).toEqual({ label: 'Preis', amount: cents(49500) });
    expect(listingPrice({ price: cents(60000), priceParticipantThree: cents(50000) })).toEqual({
      label: 'Preis',
      amount: cents(60000),
    });
  });

  it("shows 'Preis ab' with the base price when the tiers rise above it", () => {
    expect(listingPrice({ price: cents(50000), priceParticipantTwo: cents(60000) })).toEqual({
      label: 'Preis ab',
      amount: cents(50000),
    });
  });
});
