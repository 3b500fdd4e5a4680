import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatEuroCents } from './german-numbers';

const intlCount = new Intl.NumberFormat('de-DE');
const intlEuro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Small and large, with the thousands' edges (999, 1000, 999999 …) often. */
const wholeNumber = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.integer({ min: 1, max: 15 }).chain((digits) => fc.constantFrom(10 ** digits - 1, 10 ** digits, -(10 ** digits))),
  fc.maxSafeInteger().filter(Number.isSafeInteger),
  fc.integer(),
);

describe('German number texts without Intl are those of Intl de-DE', () => {
  it('a count', () => {
    fc.assert(
      fc.property(wholeNumber, (count) => {
        expect(formatCount(count)).toBe(intlCount.format(count));
      }),
      { numRuns: 2000 },
    );
  });

  it('a fraction or an unsafe number is still written as Intl writes it', () => {
    for (const value of [1.5, -0.25, 2 ** 60, Number.NaN]) expect(formatCount(value)).toBe(intlCount.format(value));
  });

  it('euro cents, to the cent (amounts a site could sum up: ±10 billion euro)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e12, max: 1e12 })), (cents) => {
        expect(formatEuroCents(cents)).toBe(intlEuro.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
});
