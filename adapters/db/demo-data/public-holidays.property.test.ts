import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { easterSunday } from './public-holidays';

describe('easterSunday properties', () => {
  it('Easter is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        const easter = easterSunday(year);
        expect(easter.dayOfWeek).toBe(7);
        expect(Temporal.PlainDate.compare(easter, Temporal.PlainDate.from({ year, month: 3, day: 22 }))).toBeGreaterThanOrEqual(0);
        expect(Temporal.PlainDate.compare(easter, Temporal.PlainDate.from({ year, month: 4, day: 25 }))).toBeLessThanOrEqual(0);
      }),
    );
  });
});
