import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { formatEuroDecimal, parseEuro } from './decimal-euro';
import { checkSeminarDate, type SeminarDateFacts } from './seminar-date';
import { formatBerlinWallClock, parseBerlinWallClock } from './wall-clock-text';

const NOW = Temporal.Instant.from('2026-11-29T10:00:00Z');
/** Whole minutes between 2027 and 2035, the grain the back office writes. */
const minuteArb = fc.integer({ min: 0, max: 8 * 365 * 24 * 60 }).map((minutes) => Temporal.Instant.from('2027-01-01T00:00:00Z').add({ minutes: minutes }));
const centsArb = fc.integer({ min: 0, max: 9_999_999_99 }).map(cents);

describe('seminar date text', () => {
  it('euro text round-trips with a point or a decimal comma', () => {
    fc.assert(
      fc.property(centsArb, fc.constantFrom('.' as const, ',' as const), (amount, separator) => {
        expect(parseEuro(formatEuroDecimal(amount, separator))).toBe(amount);
      }),
    );
  });

  it('a Berlin wall-clock time round-trips unless it lies in the hour the clocks go back twice', () => {
    fc.assert(
      fc.property(minuteArb, (instant) => {
        const back = parseBerlinWallClock(formatBerlinWallClock(instant));
        expect(back === undefined ? undefined : formatBerlinWallClock(back)).toBe(formatBerlinWallClock(instant));
      }),
    );
  });
});

describe('checkSeminarDate properties', () => {
  const facts = (seatsTaken: number): SeminarDateFacts => ({ now: NOW, seatsTaken, storedStart: null, modules: [], isKnownHotel: () => true });

  it('a capacity below the seats taken is always refused at the capacity, never elsewhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (capacity, taken) => {
        const result = checkSeminarDate(
          { startDate: '2027-05-03 09:00', endDate: '2027-05-05 16:00', kind: 'online', capacity: String(capacity), price: '890,00' },
          facts(taken),
        );
        if (capacity >= taken) expect(E.isRight(result)).toBe(true);
        else expect(result).toEqual(E.left({ capacity: expect.stringContaining(String(taken)) as string }));
      }),
    );
  });

  it('a valid date always ends after it starts and keeps the base price as its first tier', () => {
    fc.assert(
      fc.property(minuteArb, minuteArb, centsArb, (a, b, price) => {
        const result = checkSeminarDate(
          { startDate: formatBerlinWallClock(a), endDate: formatBerlinWallClock(b), kind: 'online', capacity: '10', price: formatEuroDecimal(price, ',') },
          facts(0),
        );
        if (E.isRight(result)) {
          expect(Temporal.Instant.compare(result.right.endDate, result.right.startDate)).toBe(1);
          expect(result.right.prices.price).toBe(price);
        } else expect(Object.keys(result.left)).toEqual(['endDate']);
      }),
    );
  });
});
