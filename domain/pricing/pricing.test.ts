import { describe, expect, it } from 'vitest';
import type { PriceRecord } from '../event/event';
import { cents, formatEuro } from '../money/money';
import { participantCount } from './participant-count';
import { groupDiscount, lowestParticipantPrice, priceBreakdown, priceForParticipant, totalPrice } from './pricing';
import { priceLabel } from './price-label';

const n = participantCount;

/** 1.290,00 € for one participant, cheaper from the second on, all five tiers set. */
const allTiers: PriceRecord = {
  price: cents(129000),
  priceParticipantTwo: cents(119000),
  priceParticipantThree: cents(109000),
  priceParticipantFour: cents(99000),
  priceParticipantFive: cents(89000),
};

/** Only the second and fourth tier set: the third falls back to the second, the fifth to the fourth. */
const gappedTiers: PriceRecord = {
  price: cents(99000),
  priceParticipantTwo: cents(89000),
  priceParticipantFour: cents(79000),
};

const singlePrice: PriceRecord = { price: cents(49500) };

describe('price for participant n', () => {
  it('charges each position its own tier when all tiers are set', () => {
    expect([1, 2, 3, 4, 5].map((k) => formatEuro(priceForParticipant(allTiers, n(k))))).toEqual([
      '1.290,00\u00a0€',
      '1.190,00\u00a0€',
      '1.090,00\u00a0€',
      '990,00\u00a0€',
      '890,00\u00a0€',
    ]);
  });

  it('charges the fifth tier from the fifth participant on', () => {
    expect(priceForParticipant(allTiers, n(6))).toBe(89000);
    expect(priceForParticipant(allTiers, n(20))).toBe(89000);
  });

  it('falls back to the previous defined tier when a tier is undefined', () => {
    expect([1, 2, 3, 4, 5, 6].map((k) => priceForParticipant(gappedTiers, n(k)))).toEqual([
      99000, 89000, 89000, 79000, 79000, 79000,
    ]);
  });

  it('falls back to the base price when no tier is set', () => {
    expect(priceForParticipant(singlePrice, n(1))).toBe(49500);
    expect(priceForParticipant(singlePrice, n(3))).toBe(49500);
    expect(priceForParticipant(singlePrice, n(7))).toBe(49500);
  });

  it('falls back past several undefined tiers to the base price', () => {
    const onlyFifth: PriceRecord = { price: cents(60000), priceParticipantFive: cents(40000) };
    expect([1, 2, 3, 4, 5, 6].map((k) => priceForParticipant(onlyFifth, n(k)))).toEqual([
      60000, 60000, 60000, 60000, 40000, 40000,
    ]);
  });
});

describe('breakdown, total and group discount', () => {
  it('lists each participant with the price charged for that position', () => {
    expect(priceBreakdown(gappedTiers, n(4))).toEqual([
      { position: 1, price: 99000 },
      { position: 2, price: 89000 },
      { position: 3, price: 89000 },
      { position: 4, price: 79000 },
    ]);
  });

  it('totals 3 participants on all tiers to 3.570,00 € with 300,00 € group discount', () => {
    expect(formatEuro(totalPrice(allTiers, n(3)))).toBe('3.570,00\u00a0€');
    expect(formatEuro(groupDiscount(allTiers, n(3)))).toBe('300,00\u00a0€');
  });

  it('totals 6 participants on all tiers to 6.340,00 € with 1.400,00 € group discount', () => {
    // 1290 + 1190 + 1090 + 990 + 890 + 890
    expect(formatEuro(totalPrice(allTiers, n(6)))).toBe('6.340,00\u00a0€');
    expect(formatEuro(groupDiscount(allTiers, n(6)))).toBe('1.400,00\u00a0€');
  });

  it('gives no group discount for one participant', () => {
    expect(totalPrice(allTiers, n(1))).toBe(129000);
    expect(groupDiscount(allTiers, n(1))).toBe(0);
  });

  it('gives no group discount without tiers', () => {
    expect(formatEuro(totalPrice(singlePrice, n(4)))).toBe('1.980,00\u00a0€');
    expect(groupDiscount(singlePrice, n(4))).toBe(0);
  });

  it('reports a negative discount when a tier is above the base price', () => {
    const rising: PriceRecord = { price: cents(50000), priceParticipantTwo: cents(55000) };
    expect(totalPrice(rising, n(2))).toBe(105000);
    expect(groupDiscount(rising, n(2))).toBe(-5000);
  });
});

describe('price label', () => {
  it("is 'Preis ab' when the second-participant price is defined", () => {
    expect(priceLabel(allTiers)).toBe('Preis ab');
    expect(priceLabel(gappedTiers)).toBe('Preis ab');
  });

  it("is 'Preis' when the second-participant price is undefined, even if later tiers are set", () => {
    expect(priceLabel(singlePrice)).toBe('Preis');
    expect(priceLabel({ price: cents(60000), priceParticipantThree: cents(50000) })).toBe('Preis');
  });
});

describe('lowest participant price', () => {
  it('is the fifth tier when tiers fall: 890,00 € for the all-tier record', () => {
    expect(formatEuro(lowestParticipantPrice(allTiers))).toBe('890,00\u00a0€');
  });

  it('is the base price without tiers', () => {
    expect(lowestParticipantPrice(singlePrice)).toBe(cents(49500));
  });

  it('is the base price when a tier rises above it', () => {
    expect(lowestParticipantPrice({ price: cents(50000), priceParticipantTwo: cents(60000) })).toBe(cents(50000));
  });
});
