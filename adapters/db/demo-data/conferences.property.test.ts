import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { demoConferences } from './conferences';
import { nowArb } from './demo-data.arbitraries';
import { isNationwideHoliday } from '../../../domain/calendar/public-holidays';

const berlinDay = (iso: string): Temporal.PlainDate => Temporal.Instant.from(iso).toZonedDateTimeISO('Europe/Berlin').toPlainDate();

describe('demo conference properties', () => {
  it('every conference lies after now, starts on a Tuesday and takes no day off, whatever now is', () => {
    fc.assert(
      fc.property(nowArb, (now) => {
        for (const conference of demoConferences(now).conferences) {
          expect(Temporal.Instant.compare(Temporal.Instant.from(conference.startAt), now)).toBe(1);
          const first = berlinDay(conference.startAt);
          const last = berlinDay(conference.endAt);
          expect(first.dayOfWeek).toBe(2);
          for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
            expect(isNationwideHoliday(day) || (day.month === 12 && day.day >= 24)).toBe(false);
          }
        }
      }),
      { numRuns: 50 },
    );
  });

  it('a title that names a year names the year the conference takes place in', () => {
    fc.assert(
      fc.property(nowArb, (now) => {
        for (const conference of demoConferences(now).conferences) {
          const year = /\b(\d{4})$/.exec(conference.title)?.[1];
          if (year !== undefined) expect(Number(year)).toBe(berlinDay(conference.startAt).year);
        }
      }),
      { numRuns: 50 },
    );
  });
});
