import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCents, cents, formatEuro, isCents, subtractCents, sumCents, toEuro, ZERO } from './money';

describe('money', () => {
  it('formats cents as de-DE euro text', () => {
    expect(formatEuro(cents(129000))).toBe('1.290,00\u00a0€');
    expect(formatEuro(cents(5))).toBe('0,05\u00a0€');
    expect(formatEuro(ZERO)).toBe('0,00\u00a0€');
  });

  it('refuses fractional cents', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(isCents(2.5)).toBe(false);
  });

  it('converts to decimal euro', () => {
    expect(toEuro(cents(99950))).toBe(999.5);
  });

  it('sum of cents equals the integer sum (exact arithmetic)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (values) => {
        expect(sumCents(values.map(cents))).toBe(values.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('subtracting what was added gives the original amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (a, b) => {
        expect(subtractCents(addCents(cents(a), cents(b)), cents(b))).toBe(a);
      }),
    );
  });
});
