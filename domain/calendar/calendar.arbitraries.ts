import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';

const epochMs = (iso: string): number => Temporal.Instant.from(iso).epochMilliseconds;

/** Any instant from the first moment of minYear to the last of maxYear (UTC), to the millisecond. */
export const instantInYears = (minYear = 2000, maxYear = 2100): fc.Arbitrary<Temporal.Instant> =>
  fc
    .integer({ min: epochMs(`${minYear}-01-01T00:00:00Z`), max: epochMs(`${maxYear}-12-31T23:59:59.999Z`) })
    .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

const lastSunday = (year: number, month: number): Temporal.PlainDate => {
  const lastDay = Temporal.PlainDate.from({ year, month, day: 31 });
  return lastDay.subtract({ days: lastDay.dayOfWeek % 7 });
};

/**
 * Instants within three hours of a Berlin DST change (01:00 UTC on the last Sunday of March and
 * October) or of a Berlin new year, where a day or a week is easiest to get wrong. Uniform
 * instants almost never land there.
 */
export const instantNearBerlinEdge: fc.Arbitrary<Temporal.Instant> = fc
  .record({
    year: fc.integer({ min: 2000, max: 2100 }),
    edge: fc.constantFrom('march', 'october', 'newYear'),
    offsetMs: fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }),
  })
  .map(({ year, edge, offsetMs }) => {
    const base =
      edge === 'newYear'
        ? Temporal.Instant.from(`${year - 1}-12-31T23:00:00Z`)
        : lastSunday(year, edge === 'march' ? 3 : 10)
            .toZonedDateTime({ timeZone: 'UTC', plainTime: { hour: 1 } })
            .toInstant();
    return base.add({ milliseconds: offsetMs });
  });

/** Instants over 2000–2100, with the DST and year-end edges well represented. */
export const berlinInstant: fc.Arbitrary<Temporal.Instant> = fc.oneof(instantInYears(), instantNearBerlinEdge);

/** Two instants in order, often hours apart (same or neighbouring Berlin day), sometimes days. */
export const instantPair: fc.Arbitrary<readonly [Temporal.Instant, Temporal.Instant]> = fc
  .tuple(
    berlinInstant,
    fc.oneof(fc.integer({ min: 0, max: 36 * 3_600_000 }), fc.integer({ min: 0, max: 10 * 86_400_000 })),
  )
  .map(([start, durationMs]) => [start, start.add({ milliseconds: durationMs })] as const);
