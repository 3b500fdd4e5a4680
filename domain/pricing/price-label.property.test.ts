import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { participantCount as toParticipantCount } from './participant-count';
import { listingPrice, priceLabel } from './price-label';
import { lowestParticipantPrice, priceForParticipant } from './pricing';
import { nonRisingPriceRecord, priceRecord } from './pricing.arbitraries';

const anyPriceRecord = fc.oneof(priceRecord, nonRisingPriceRecord);

describe('listing price properties', () => {
  it("the listing amount is the base price whenever the label is 'Preis', the lowest participant price whenever it is 'Preis ab'", () => {
    fc.assert(
      fc.property(anyPriceRecord, (prices) => {
        const { label, amount } = listingPrice(prices);
        expect(label).toBe(priceLabel(prices));
        expect(amount).toBe(label === 'Preis' ? prices.price : lowestParticipantPrice(prices));
      }),
    );
  });

  it("no participant pays less than a 'Preis ab' amount, and some participant pays exactly it", () => {
    fc.assert(
      fc.property(
        anyPriceRecord.filter((prices) => priceLabel(prices) === 'Preis ab'),
        fc.integer({ min: 1, max: 12 }),
        (prices, k) => {
          const { amount } = listingPrice(prices);
          expect(priceForParticipant(prices, toParticipantCount(k))).toBeGreaterThanOrEqual(amount);
          const firstFive = [1, 2, 3, 4, 5].map((position) => priceForParticipant(prices, toParticipantCount(position)));
          expect(firstFive).toContain(amount);
        },
      ),
    );
  });
});
