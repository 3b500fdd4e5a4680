import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatBerlinIso } from './berlin-iso';
import { BERLIN } from './calendar';
import { berlinInstant, instantInYears, instantNearBerlinEdge } from './calendar.arbitraries';

const temporal = (instant: Temporal.Instant): string => instant.toString({ timeZone: BERLIN });

/** To the nanosecond, so the fraction is written as Temporal writes it (trailing zeros dropped). */
const withNanoseconds = (instants: fc.Arbitrary<Temporal.Instant>): fc.Arbitrary<Temporal.Instant> =>
  fc
    .tuple(instants, fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 999 }).map((n) => n * 1000)))
    .map(([instant, nanoseconds]) => instant.add({ nanoseconds }));

/** The seconds just around each Berlin change of the offset, where one second decides. */
const aroundTheChange: fc.Arbitrary<Temporal.Instant> = fc
  .record({ year: fc.integer({ min: 1996, max: 2099 }), month: fc.constantFrom(3, 10), seconds: fc.integer({ min: -2, max: 2 }) })
  .map(({ year, month, seconds }) => {
    const last = Temporal.PlainDate.from({ year, month, day: 31 });
    const sunday = last.subtract({ days: last.dayOfWeek % 7 });
    return sunday.toZonedDateTime({ timeZone: 'UTC', plainTime: { hour: 1 } }).toInstant().add({ seconds });
  });

describe('formatBerlinIso', () => {
  it('equals the Temporal formatting in Berlin over generated instants, DST and year-end edges included', () => {
    fc.assert(
      fc.property(withNanoseconds(fc.oneof(berlinInstant, instantNearBerlinEdge, aroundTheChange)), (instant) => {
        expect(formatBerlinIso(instant)).toBe(temporal(instant));
      }),
      { numRuns: 3000 },
    );
  });

  it('equals the Temporal formatting also outside the years of the EU rule, where Temporal answers', () => {
    fc.assert(
      fc.property(fc.oneof(instantInYears(1900, 1999), instantInYears(2095, 2300)), (instant) => {
        expect(formatBerlinIso(instant)).toBe(temporal(instant));
      }),
      { numRuns: 1000 },
    );
  });

  it('writes the offsets of winter and summer time and the first second after each change', () => {
    expect(formatBerlinIso(Temporal.Instant.from('2027-03-12T08:00:00Z'))).toBe('2027-03-12T09:00:00+01:00');
    expect(formatBerlinIso(Temporal.Instant.from('2027-03-28T00:59:59Z'))).toBe('2027-03-28T01:59:59+01:00');
    expect(formatBerlinIso(Temporal.Instant.from('2027-03-28T01:00:00Z'))).toBe('2027-03-28T03:00:00+02:00');
    expect(formatBerlinIso(Temporal.Instant.from('2027-10-31T00:59:59.5Z'))).toBe('2027-10-31T02:59:59.5+02:00');
    expect(formatBerlinIso(Temporal.Instant.from('2027-10-31T01:00:00Z'))).toBe('2027-10-31T02:00:00+01:00');
  });
});
