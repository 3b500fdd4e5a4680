import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantPair } from '../calendar/calendar.arbitraries';
import { sameBerlinDay } from '../calendar/calendar';
import { nightsBetween } from './nights';

describe('nightsBetween properties', () => {
  it('a period within one Berlin day has no night, any other at least one', () => {
    fc.assert(
      fc.property(instantPair, ([start, end]) => {
        expect(nightsBetween(start, end) === 0).toBe(sameBerlinDay(start, end));
      }),
    );
  });

  it('nights add up when a period is split at any instant inside it', () => {
    fc.assert(
      fc.property(instantPair, fc.double({ min: 0, max: 1, noNaN: true }), ([start, end], share) => {
        const middle = start.add({ milliseconds: Math.floor(share * (end.epochMilliseconds - start.epochMilliseconds)) });
        expect(nightsBetween(start, middle) + nightsBetween(middle, end)).toBe(nightsBetween(start, end));
      }),
    );
  });

  it('nights are never negative, even for reversed periods', () => {
    fc.assert(
      fc.property(instantPair, ([start, end]) => {
        expect(nightsBetween(end, start)).toBe(0);
      }),
    );
  });
});
