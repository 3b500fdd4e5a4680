import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { BERLIN } from '../calendar/calendar';
import { GERMAN_STATES, isPublicHoliday, type GermanState } from '../calendar/public-holidays';
import { BOOKING_HORIZON_DAYS, MIN_LEAD, freeSlots, isBookableStart } from './appointment-slots';

const states = Object.keys(GERMAN_STATES) as GermanState[];
const arbitraryNow = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2032, 11, 31) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms - (ms % 60_000)));

const slotsFor = (now: Temporal.Instant, state: GermanState, taken: ReadonlySet<string> = new Set()) => {
  const today = now.toZonedDateTimeISO(BERLIN).toPlainDate();
  return freeSlots({ now, state, from: today.subtract({ days: 3 }), to: today.add({ days: 60 }), taken });
};

describe('consultation slots', () => {
  it('no slot lies in the past or sooner than the lead time, none beyond the horizon', () => {
    fc.assert(
      fc.property(arbitraryNow, fc.constantFrom(...states), (now, state) => {
        const last = now.toZonedDateTimeISO(BERLIN).toPlainDate().add({ days: BOOKING_HORIZON_DAYS });
        for (const slot of slotsFor(now, state)) {
          expect(Temporal.Instant.compare(slot.start, now.add(MIN_LEAD))).toBeGreaterThanOrEqual(0);
          expect(Temporal.PlainDate.compare(slot.start.toZonedDateTimeISO(BERLIN).toPlainDate(), last)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('no slot falls on a weekend or a public holiday of the state, each lies in working hours and lasts 30 minutes', () => {
    fc.assert(
      fc.property(arbitraryNow, fc.constantFrom(...states), (now, state) => {
        for (const slot of slotsFor(now, state)) {
          const start = slot.start.toZonedDateTimeISO(BERLIN);
          expect(start.dayOfWeek).toBeLessThanOrEqual(5);
          expect(isPublicHoliday(start.toPlainDate(), state)).toBe(false);
          expect(start.hour >= 9 && start.hour < 17 && start.hour !== 12).toBe(true);
          expect(slot.start.until(slot.end).total('minutes')).toBe(30);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a taken slot is never offered, every offered slot is bookable', () => {
    fc.assert(
      fc.property(arbitraryNow, fc.constantFrom(...states), fc.nat(), (now, state, pick) => {
        const all = slotsFor(now, state);
        if (all.length === 0) return;
        const taken = all[pick % all.length]!.start;
        const offered = slotsFor(now, state, new Set([taken.toString()]));
        expect(offered.some((slot) => slot.start.equals(taken))).toBe(false);
        expect(offered).toHaveLength(all.length - 1);
        for (const slot of offered) expect(isBookableStart(slot.start, now, state)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});

describe('isBookableStart', () => {
  const now = Temporal.Instant.from('2026-11-25T08:00:00Z'); // Wednesday 09:00 in Berlin
  it.each([
    ['2026-11-25T13:00:00Z', true, '14:00 the same day'],
    ['2026-11-25T09:00:00Z', false, 'sooner than two hours'],
    ['2026-11-25T11:00:00Z', false, 'the lunch break'],
    ['2026-11-25T13:15:00Z', false, 'not on the half hour'],
    ['2026-11-28T09:00:00Z', false, 'a Saturday'],
    ['2026-12-25T09:00:00Z', false, 'Christmas'],
    ['2026-12-23T15:30:00Z', true, 'the last slot of a day (16:30)'],
    ['2026-12-23T16:00:00Z', false, 'after 17:00'],
    ['2027-01-05T09:00:00Z', false, 'beyond four weeks'],
  ])('%s: %s (%s)', (iso, expected) => {
    expect(isBookableStart(Temporal.Instant.from(iso), now, 'BE')).toBe(expected);
  });
});
