import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplyCents } from '../money/money';
import { participantCount } from '../pricing/participant-count';
import { groupDiscount, priceForParticipant, totalPrice } from '../pricing/pricing';
import { cartLine } from './cart.arbitraries';
import { cartLineTotals, cartTotals } from './cart-totals';

describe('cart totals properties', () => {
  it('cart totals equal domain pricing, line by line and participant by participant', () => {
    fc.assert(
      fc.property(cartLine, ({ prices, participants }) => {
        const line = cartLineTotals({ prices, participants });
        if (participants === 0) {
          expect(line.total).toBe(0);
          return;
        }
        const count = participantCount(participants);
        expect(line.total).toBe(totalPrice(prices, count));
        expect(line.groupDiscount).toBe(groupDiscount(prices, count));
        expect(line.participantPrices).toEqual(line.participantPrices.map((_, index) => priceForParticipant(prices, participantCount(index + 1))));
      }),
    );
  });

  it('the cart total is the sum of its line totals, and so is the group discount', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 6 }), (lines) => {
        const totals = cartTotals(lines);
        expect(totals.total).toBe(totals.lines.reduce((sum, line) => sum + line.total, 0));
        expect(totals.groupDiscount).toBe(totals.lines.reduce((sum, line) => sum + line.groupDiscount, 0));
      }),
    );
  });

  it('total plus group discount is the single price times the participants of each line', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 6 }), (lines) => {
        const totals = cartTotals(lines);
        const undiscounted = lines.reduce((sum: number, line) => sum + multiplyCents(line.prices.price, line.participants), 0);
        expect(totals.total + totals.groupDiscount).toBe(undiscounted);
      }),
    );
  });
});
