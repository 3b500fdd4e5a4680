import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { horizonOf, nowArb, seedArb } from './demo-data.arbitraries';
import { generateDemoData } from './generate';
import { isNationwideHoliday } from '../../../domain/calendar/public-holidays';

/** Generating a catalogue takes some 50 ms, so these properties run fewer cases than usual. */
const RUNS = { numRuns: 25 };

const instant = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

describe('generateDemoData properties', () => {
  it('every event and module lies within the 12 months after now and starts before it ends', () => {
    fc.assert(
      fc.property(seedArb, nowArb, (seed, now) => {
        const horizon = horizonOf(now);
        const data = generateDemoData({ now, seed, scale: 1 });
        for (const slot of [...data.events, ...data.eventModules]) {
          expect(Temporal.Instant.compare(instant(slot.startAt), now)).toBe(1);
          expect(Temporal.Instant.compare(instant(slot.startAt), instant(slot.endAt))).toBe(-1);
          expect(Temporal.Instant.compare(instant(slot.endAt), horizon)).toBeLessThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('no event day falls on a weekend or a nationwide public holiday', () => {
    fc.assert(
      fc.property(seedArb, nowArb, (seed, now) => {
        const data = generateDemoData({ now, seed, scale: 1 });
        // A series spans weeks; its days are those of its modules.
        const seriesIds = new Set(data.eventModules.map((module) => module.eventId));
        const slots = [...data.events.filter((event) => !seriesIds.has(event.eventId)), ...data.eventModules];
        for (const slot of slots) {
          const first = instant(slot.startAt).toZonedDateTimeISO('Europe/Berlin').toPlainDate();
          const last = instant(slot.endAt).toZonedDateTimeISO('Europe/Berlin').toPlainDate();
          for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
            expect(day.dayOfWeek).toBeLessThanOrEqual(5);
            expect(isNationwideHoliday(day)).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('the same seed and now always give deep-equal data', () => {
    fc.assert(
      fc.property(seedArb, nowArb, (seed, now) => {
        expect(generateDemoData({ now, seed, scale: 1 })).toEqual(generateDemoData({ now, seed, scale: 1 }));
      }),
      { numRuns: 10 },
    );
  });

  it('a larger scale only appends themes and events to the smaller catalogue', () => {
    fc.assert(
      fc.property(seedArb, nowArb, (seed, now) => {
        const small = generateDemoData({ now, seed, scale: 1 });
        const large = generateDemoData({ now, seed, scale: 2 });
        expect(large.themes.slice(0, small.themes.length)).toEqual(small.themes);
        expect(large.events.slice(0, small.events.length)).toEqual(small.events);
        expect(large.events).toHaveLength(2 * small.events.length);
      }),
      { numRuns: 5 },
    );
  });
});
