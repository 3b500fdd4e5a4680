import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number';

const year = fc.integer({ min: 1000, max: 9999 });
const sequence = fc.integer({ min: 1, max: 99_999_999 });

describe('order number properties', () => {
  it('parsing a formatted number gives back its year and sequence', () => {
    fc.assert(
      fc.property(year, sequence, (y, s) => {
        expect(parseOrderNumber(formatOrderNumber({ year: y, sequence: s }))).toEqual(O.some({ year: y, sequence: s }));
      }),
    );
  });

  it('within a year and below a million, text order is sequence order', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (y, a, b) => {
        const [left, right] = [formatOrderNumber({ year: y, sequence: a }), formatOrderNumber({ year: y, sequence: b })];
        expect(left < right ? -1 : left > right ? 1 : 0).toBe(Math.sign(a - b));
      }),
    );
  });

  it('different orders never share a number', () => {
    fc.assert(
      fc.property(year, sequence, year, sequence, (y1, s1, y2, s2) => {
        const same = formatOrderNumber({ year: y1, sequence: s1 }) === formatOrderNumber({ year: y2, sequence: s2 });
        expect(same).toBe(y1 === y2 && s1 === s2);
      }),
    );
  });
});
