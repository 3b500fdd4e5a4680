import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PriceRecord } from '../event/event';
import { participantCount as toParticipantCount } from './participant-count';
import { groupDiscount, lowestParticipantPrice, priceBreakdown, priceForParticipant, totalPrice } from './pricing';
import { nonRisingPriceRecord, participantCount, priceRecord, risingPriceRecord } from './pricing.arbitraries';

const definedTiers = (prices: PriceRecord): readonly number[] =>
  [
    prices.price,
    prices.priceParticipantTwo,
    prices.priceParticipantThree,
    prices.priceParticipantFour,
    prices.priceParticipantFive,
  ].filter((tier) => tier !== undefined);

const position = (k: number) => toParticipantCount(k);

describe('pricing properties', () => {
  it('one participant costs the base price', () => {
    fc.assert(
      fc.property(priceRecord, (prices) => {
        expect(priceForParticipant(prices, position(1))).toBe(prices.price);
        expect(totalPrice(prices, position(1))).toBe(prices.price);
      }),
    );
  });

  it('total is monotone in the number of participants', () => {
    fc.assert(
      fc.property(priceRecord, participantCount, (prices, count) => {
        expect(totalPrice(prices, position(count + 1))).toBeGreaterThanOrEqual(totalPrice(prices, count));
      }),
    );
  });

  it('group discount is never negative when tiers do not rise', () => {
    fc.assert(
      fc.property(nonRisingPriceRecord, participantCount, (prices, count) => {
        expect(groupDiscount(prices, count)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('group discount is negative once a participant reaches a rising tier', () => {
    fc.assert(
      fc.property(risingPriceRecord, participantCount, (prices, count) => {
        const reachesRisingTier = priceBreakdown(prices, count).some((line) => line.price > prices.price);
        expect(groupDiscount(prices, count) < 0).toBe(reachesRisingTier);
      }),
    );
  });

  it('total equals the sum of the breakdown, which lists positions 1 to n in order', () => {
    fc.assert(
      fc.property(priceRecord, participantCount, (prices, count) => {
        const breakdown = priceBreakdown(prices, count);
        expect(breakdown.map((line) => line.position)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
        expect(totalPrice(prices, count)).toBe(breakdown.reduce((sum, line) => sum + line.price, 0));
      }),
    );
  });

  it('single price times count equals total plus group discount', () => {
    fc.assert(
      fc.property(priceRecord, participantCount, (prices, count) => {
        expect(totalPrice(prices, count) + groupDiscount(prices, count)).toBe(prices.price * count);
      }),
    );
  });

  it('every position from the fifth on costs the same', () => {
    fc.assert(
      fc.property(priceRecord, fc.integer({ min: 5, max: 1000 }), (prices, k) => {
        expect(priceForParticipant(prices, position(k))).toBe(priceForParticipant(prices, position(5)));
      }),
    );
  });

  it('an undefined tier costs what the participant before it pays', () => {
    fc.assert(
      fc.property(priceRecord, (prices) => {
        const tiers = [
          prices.priceParticipantTwo,
          prices.priceParticipantThree,
          prices.priceParticipantFour,
          prices.priceParticipantFive,
        ];
        tiers.forEach((tier, index) => {
          const k = index + 2;
          expect(priceForParticipant(prices, position(k))).toBe(tier ?? priceForParticipant(prices, position(k - 1)));
        });
      }),
    );
  });

  it('every participant pays one of the defined tiers', () => {
    fc.assert(
      fc.property(priceRecord, participantCount, (prices, count) => {
        for (const line of priceBreakdown(prices, count)) expect(definedTiers(prices)).toContain(line.price);
      }),
    );
  });

  it('total lies between n times the lowest and n times the highest tier', () => {
    fc.assert(
      fc.property(priceRecord, participantCount, (prices, count) => {
        const tiers = definedTiers(prices);
        expect(totalPrice(prices, count)).toBeLessThanOrEqual(count * Math.max(...tiers));
        expect(totalPrice(prices, count)).toBeGreaterThanOrEqual(count * Math.min(...tiers));
      }),
    );
  });

  it('no participant at any position pays less than the lowest participant price', () => {
    fc.assert(
      fc.property(priceRecord, fc.integer({ min: 1, max: 12 }), (prices, k) => {
        const lowest = lowestParticipantPrice(prices);
        expect(priceForParticipant(prices, position(k))).toBeGreaterThanOrEqual(lowest);
        expect(definedTiers(prices)).toContain(lowest);
      }),
    );
  });
});
