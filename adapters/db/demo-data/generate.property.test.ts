import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { horizonOf, nowArb, seedArb } from './demo-data.arbitraries';
import { generateDemoData } from './generate';
import { isNationwideHoliday } from '../../../domain/calendar/public-holidays';

/** Generating a catalogue takes some 200-400 ms, so these properties run fewer cases than usual. */
const RUNS = { numRuns: 25 };

/**
 * The first two properties check the same 25 random catalogues of the run (one seed, drawn per
 * run, for both: fast-check prints it on a failure), generated once: generating is most of their
 * cost. The determinism and scale properties generate their own.
 */
const SHARED_RUNS = { ...RUNS, seed: Date.now() % 2 ** 31 };
const generated = new Map<string, ReturnType<typeof generateDemoData>>();
const catalogueOf = (seed: number, now: Temporal.Instant): ReturnType<typeof generateDemoData> => {
  const key = `${String(seed)} ${now.toString()}`;
  let data = generated.get(key);
  if (data === undefined) {
    data = generateDemoData({ now, seed, scale: 1 });
    generated.set(key, data);
  }
  return data;
};

const instant = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);

describe('generateDemoData properties', () => {
  it('every event and module lies within the 12 months after now and starts before it ends', () => {
    fc.assert(
      fc.property(seedArb, nowArb, (seed, now) => {
        const horizon = horizonOf(now);
        const data = catalogueOf(seed, now);
        // Every slot is checked, and the catalogue's offenders asserted at once: an expect per slot
        // and bound cost a fifth to a third of generating the catalogue.
        const offenders = [...data.events, ...data.eventModules].filter((slot) => {
          const start = instant(slot.startAt);
          const end = instant(slot.endAt);
          return !(Temporal.Instant.compare(start, now) === 1 && Temporal.Instant.compare(start, end) === -1 && Temporal.Instant.compare(end, horizon) <= 0);
        });
        expect(offenders.map((slot) => `${slot.startAt} – ${slot.endAt}`)).toEqual([]);
      }),
      SHARED_RUNS,
    );
  });

  it('no event day falls on a weekend or a nationwide public holiday', () => {
    fc.assert(
      fc.property(seedArb, nowArb, (seed, now) => {
        const data = catalogueOf(seed, now);
        // A series spans weeks; its days are those of its modules.
        const seriesIds = new Set(data.eventModules.map((module) => module.eventId));
        const slots = [...data.events.filter((event) => !seriesIds.has(event.eventId)), ...data.eventModules];
        const offDays: string[] = [];
        for (const slot of slots) {
          const first = instant(slot.startAt).toZonedDateTimeISO('Europe/Berlin').toPlainDate();
          const last = instant(slot.endAt).toZonedDateTimeISO('Europe/Berlin').toPlainDate();
          for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
            if (day.dayOfWeek > 5 || isNationwideHoliday(day)) offDays.push(day.toString());
          }
        }
        expect(offDays).toEqual([]);
      }),
      SHARED_RUNS,
    );
  });

  it('the same seed and now always give deep-equal data', () => {
    generated.clear();
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
