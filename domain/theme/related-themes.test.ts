import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { relatedThemes, type ThemeCandidate } from './related-themes';

const day = (iso: string): Temporal.Instant => Temporal.Instant.from(`${iso}T08:00:00Z`);
const theme = (themeId: number, rubricId: number, nextStart: string | null): ThemeCandidate => ({
  themeId,
  rubricId,
  nextStart: nextStart === null ? null : day(nextStart),
});

const catalogue: readonly ThemeCandidate[] = [
  theme(1, 1, '2027-01-11'),
  theme(2, 1, '2027-03-01'),
  theme(3, 1, '2027-02-01'),
  theme(4, 1, null),
  theme(5, 2, '2027-01-04'),
  theme(6, 1, '2027-02-01'),
  theme(7, 1, '2026-12-07'),
  theme(8, 1, '2027-05-10'),
];

describe('relatedThemes', () => {
  it('recommends bookable themes of the same rubric, soonest first, ties by id, at most four', () => {
    expect(relatedThemes(theme(1, 1, '2027-01-11'), new Set(), catalogue).map((t) => t.themeId)).toEqual([7, 3, 6, 2]);
  });

  it('leaves out the themes the visitor already looks at', () => {
    expect(relatedThemes(theme(1, 1, null), new Set([1, 7, 3]), catalogue).map((t) => t.themeId)).toEqual([6, 2, 8]);
  });

  it('recommends nothing when the rubric has no other bookable theme', () => {
    expect(relatedThemes(theme(5, 2, '2027-01-04'), new Set([5]), catalogue)).toEqual([]);
  });
});
