import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, sumCents, type Cents } from '../money/money';
import { holdsUnnamedSeats, seatTakenFromHeld } from './held-seats';

const tier = fc.integer({ min: 0, max: 500_000 }).map((n) => cents(n));

describe('seats held under one name', () => {
  it('one seat is its holder’s own; several are held for colleagues to be named', () => {
    expect(holdsUnnamedSeats(1)).toBe(false);
    expect(holdsUnnamedSeats(3)).toBe(true);
  });

  it('a named seat takes the first held tier, a seat given back the last', () => {
    const lineTiers = [cents(95_000), cents(85_500), cents(78_200)];
    const held = { seats: 3, price: sumCents(lineTiers) };
    expect(seatTakenFromHeld(lineTiers, held, 'named')).toBe(95_000);
    expect(seatTakenFromHeld(lineTiers, held, 'givenBack')).toBe(78_200);
    // After the first seat was named, the held two are the line's last two positions.
    expect(seatTakenFromHeld(lineTiers, { seats: 2, price: cents(85_500 + 78_200) }, 'named')).toBe(85_500);
  });

  it('what is taken and what stays always add up to the price ordered, whatever today’s tiers say', () => {
    fc.assert(
      fc.property(fc.array(tier, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 4_000_000 }), fc.constantFrom('named' as const, 'givenBack' as const), (lineTiers, seats, price, which) => {
        const held = { seats, price: cents(price) };
        const taken: Cents = seatTakenFromHeld(lineTiers, held, which);
        expect(taken).toBeGreaterThanOrEqual(0);
        expect(taken).toBeLessThanOrEqual(held.price);
        if (seats === 1) expect(taken).toBe(held.price);
        // Taking every seat one by one hands out exactly the held price.
        let rest = held;
        let handedOut = 0;
        while (rest.seats > 0) {
          const one = seatTakenFromHeld(lineTiers.slice(0, lineTiers.length - (held.seats - rest.seats)), rest, which);
          handedOut += one;
          rest = { seats: rest.seats - 1, price: cents(rest.price - one) };
        }
        expect(handedOut).toBe(price);
      }),
    );
  });
});
