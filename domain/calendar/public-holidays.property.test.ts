import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { easterSunday, isPublicHoliday } from './public-holidays';

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

describe('Buß- und Bettag', () => {
  it('is always a Wednesday between 16 and 22 November, and a holiday only in Saxony', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1995, max: 2200 }), fc.integer({ min: 16, max: 22 }), (year, day) => {
        const candidate = Temporal.PlainDate.from({ year, month: 11, day });
        if (candidate.dayOfWeek !== 3) return;
        expect(isPublicHoliday(candidate, 'SN')).toBe(true);
        expect(isPublicHoliday(candidate, 'BE')).toBe(false);
      }),
    );
  });
});
