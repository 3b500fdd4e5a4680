import * as O from 'fp-ts/Option';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatOrderNumber, orderYear, parseOrderNumber } from './order-number';

describe('order number', () => {
  it('is IFB, the year and the six-digit sequence number', () => {
    expect(formatOrderNumber({ year: 2026, sequence: 123 })).toBe('IFB-2026-000123');
    expect(formatOrderNumber({ year: 2027, sequence: 1_234_567 })).toBe('IFB-2027-1234567');
  });

  it('refuses what is no sequence number or no four-digit year', () => {
    expect(() => formatOrderNumber({ year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => formatOrderNumber({ year: 2026, sequence: 1.5 })).toThrow(RangeError);
    expect(() => formatOrderNumber({ year: 99, sequence: 1 })).toThrow(RangeError);
  });

  it('counts an order in the Berlin year: New Year\'s night at 00:30 is already the new year', () => {
    expect(orderYear(Temporal.Instant.from('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(orderYear(Temporal.Instant.from('2026-12-31T22:30:00Z'))).toBe(2026);
  });

  it('reads back a number it wrote, and nothing else', () => {
    expect(parseOrderNumber('IFB-2026-000123')).toEqual(O.some({ year: 2026, sequence: 123 }));
    expect(parseOrderNumber('IFB-2026-1234567')).toEqual(O.some({ year: 2026, sequence: 1_234_567 }));
    for (const text of ['IFB-2026-123', 'IFB-2026-0000123', 'IFB-2026-000000', 'IFB-0999-000001', 'ifb-2026-000123', ' IFB-2026-000123']) {
      expect(parseOrderNumber(text)).toEqual(O.none);
    }
  });
});
