import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantInYears, instantNearBerlinEdge } from '../../domain/calendar/calendar.arbitraries';
import { cartDateText, formatDate, formatTime, isoWeek } from '../../domain/calendar/calendar';
import { berlinDateRangeText, berlinDateText, berlinIsoWeek, berlinTimeText } from './instant-text';

const anyInstant = fc.oneof(instantInYears(), instantNearBerlinEdge);

describe('date texts without Temporal are those of Temporal (calendar.ts)', () => {
  it('the date, the time and the ISO week of any instant, DST changes and new years included', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const iso = instant.toString();
        expect(berlinDateText(iso)).toBe(formatDate(instant));
        expect(berlinTimeText(iso)).toBe(formatTime(instant));
        expect(berlinIsoWeek(iso)).toEqual(isoWeek(instant));
      }),
      { numRuns: 500 },
    );
  });

  it('also outside the years of the EU rule, where the time-zone database answers', () => {
    fc.assert(
      fc.property(fc.oneof(instantInYears(1950, 1999), instantInYears(2095, 2300)), (instant) => {
        const iso = instant.toString();
        expect(berlinDateText(iso)).toBe(formatDate(instant));
        expect(berlinTimeText(iso)).toBe(formatTime(instant));
      }),
      { numRuns: 300 },
    );
  });

  it('the date range of any two instants', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 0, max: 5 * 86_400_000 }), (start, lengthMs) => {
        const end = start.add({ milliseconds: lengthMs });
        expect(berlinDateRangeText(start.toString(), end.toString())).toBe(cartDateText(start, end));
      }),
    );
  });

  it('an instant that is not ISO is refused, not shown as NaN', () => {
    expect(() => berlinDateText('gestern')).toThrow(RangeError);
  });
});
