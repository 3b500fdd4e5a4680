import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { cartLineTotals, cartTotals } from './cart-totals';

const prices = { price: cents(129_000), priceParticipantTwo: cents(109_000), priceParticipantThree: cents(99_000) };

describe('cart totals', () => {
  it('prices each participant of a line by its tier, and shows the group discount', () => {
    expect(cartLineTotals({ prices, participants: 4 })).toEqual({
      participantPrices: [129_000, 109_000, 99_000, 99_000],
      total: 436_000,
      groupDiscount: 80_000,
    });
  });

  it('costs nothing for a line without participants yet', () => {
    expect(cartLineTotals({ prices, participants: 0 })).toEqual({ participantPrices: [], total: 0, groupDiscount: 0 });
  });

  it('sums the lines, each priced on its own', () => {
    const totals = cartTotals([
      { prices, participants: 2 },
      { prices: { price: cents(59_000) }, participants: 1 },
    ]);
    expect(totals.total).toBe(129_000 + 109_000 + 59_000);
    expect(totals.groupDiscount).toBe(20_000);
    expect(totals.lines).toHaveLength(2);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ lines: [], total: 0, groupDiscount: 0 });
  });
});
