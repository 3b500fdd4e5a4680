import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { horizonOf, nowArb } from './demo-data.arbitraries';
import { scheduleWindow } from './event-schedule';
import { isNationwideHoliday } from '../../../domain/calendar/public-holidays';

describe('scheduleWindow properties', () => {
  it('every usable week is a Monday–Friday after now and within 12 months, without a holiday', () => {
    fc.assert(
      fc.property(nowArb, (now) => {
        const { weeks } = scheduleWindow(now);
        const today = now.toZonedDateTimeISO('Europe/Berlin').toPlainDate();
        const horizonDay = horizonOf(now).toZonedDateTimeISO('Europe/Berlin').toPlainDate();
        // About a year of weeks, less holiday weeks and the first and last partial weeks.
        expect(weeks.length).toBeGreaterThanOrEqual(40);
        for (const monday of weeks) {
          expect(monday.dayOfWeek).toBe(1);
          expect(Temporal.PlainDate.compare(monday, today)).toBeGreaterThan(0);
          expect(Temporal.PlainDate.compare(monday.add({ days: 4 }), horizonDay)).toBeLessThan(0);
          for (let offset = 0; offset < 5; offset++) {
            expect(isNationwideHoliday(monday.add({ days: offset }))).toBe(false);
          }
        }
      }),
      { numRuns: 50 },
    );
  });
});
