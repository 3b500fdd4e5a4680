import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { ThemeCandidate } from './related-themes';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');

/** A theme in one of three rubrics, bookable within a year or (one in four) without any date. */
export const themeCandidate: fc.Arbitrary<ThemeCandidate> = fc.record({
  themeId: fc.integer({ min: 1, max: 200 }),
  rubricId: fc.integer({ min: 1, max: 3 }),
  nextStart: fc.option(
    fc.integer({ min: 1, max: 365 * 24 }).map((hours) => NOW.add({ hours })),
    { nil: null, freq: 3 },
  ),
});

/** Candidates as a catalogue holds them: each theme id once. */
export const themeCandidates: fc.Arbitrary<readonly ThemeCandidate[]> = fc.uniqueArray(themeCandidate, {
  maxLength: 30,
  selector: (theme) => theme.themeId,
});
