import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { berlinInstant, instantPair } from './calendar.arbitraries';
import {
  BERLIN,
  berlinDate,
  cartDateText,
  dateTimeRangeText,
  formatDate,
  formatTime,
  isoWeek,
  sameBerlinDay,
} from './calendar';

const DATE_TEXT = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Reads dd.mm.yyyy back as an ISO date, independently of the formatter. */
const parseDateText = (text: string): Temporal.PlainDate => {
  const match = DATE_TEXT.exec(text);
  if (match === null) throw new Error(`Not a dd.mm.yyyy date: ${text}`);
  const [, dd, mm, yyyy] = match;
  return Temporal.PlainDate.from(`${yyyy ?? ''}-${mm ?? ''}-${dd ?? ''}`);
};

describe('calendar properties', () => {
  it('a formatted date always has the shape dd.mm.yyyy', () => {
    fc.assert(
      fc.property(berlinInstant, (instant) => {
        expect(formatDate(instant)).toMatch(DATE_TEXT);
      }),
    );
  });

  it('a formatted date reads back as the Berlin day of the instant', () => {
    fc.assert(
      fc.property(berlinInstant, (instant) => {
        const expected = instant.toZonedDateTimeISO(BERLIN).toPlainDate();
        expect(parseDateText(formatDate(instant)).equals(expected)).toBe(true);
        expect(berlinDate(instant).equals(expected)).toBe(true);
      }),
    );
  });

  it('a formatted time is HH:MM in 24 h and is the Berlin wall-clock time', () => {
    fc.assert(
      fc.property(berlinInstant, (instant) => {
        const text = formatTime(instant);
        expect(text).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        const zoned = instant.toZonedDateTimeISO(BERLIN);
        expect(text).toBe(zoned.toPlainTime().toString({ smallestUnit: 'minute' }));
      }),
    );
  });

  it('the ISO week is between 1 and 53 and agrees with Temporal weekOfYear and yearOfWeek', () => {
    fc.assert(
      fc.property(berlinInstant, (instant) => {
        const { weekYear, week } = isoWeek(instant);
        const date = instant.toZonedDateTimeISO(BERLIN).toPlainDate();
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(53);
        expect(week).toBe(date.weekOfYear);
        expect(weekYear).toBe(date.yearOfWeek);
      }),
    );
  });

  it('the Berlin day never goes backwards as time goes forwards', () => {
    fc.assert(
      fc.property(instantPair, ([earlier, later]) => {
        expect(Temporal.PlainDate.compare(berlinDate(earlier), berlinDate(later))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('two instants are on the same Berlin day exactly when their formatted dates are equal', () => {
    fc.assert(
      fc.property(fc.oneof(instantPair, fc.tuple(berlinInstant, berlinInstant)), ([a, b]) => {
        expect(sameBerlinDay(a, b)).toBe(formatDate(a) === formatDate(b));
        expect(sameBerlinDay(b, a)).toBe(sameBerlinDay(a, b));
      }),
    );
  });

  it('the cart date contains bis exactly when start and end fall on different Berlin days', () => {
    fc.assert(
      fc.property(instantPair, ([start, end]) => {
        const text = cartDateText(start, end);
        expect(text.includes(' bis ')).toBe(!sameBerlinDay(start, end));
        expect(text.startsWith(formatDate(start))).toBe(true);
        expect(text.endsWith(formatDate(end))).toBe(true);
      }),
    );
  });

  it('the date and time range starts with the start date and contains bis exactly when the days differ', () => {
    fc.assert(
      fc.property(instantPair, ([start, end]) => {
        const text = dateTimeRangeText(start, end);
        expect(text.startsWith(`${formatDate(start)}, ${formatTime(start)}`)).toBe(true);
        expect(text.endsWith(`${formatTime(end)} Uhr`)).toBe(true);
        expect(text.includes(' bis ')).toBe(!sameBerlinDay(start, end));
      }),
    );
  });
});
