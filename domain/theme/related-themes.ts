import { Temporal } from 'temporal-polyfill';

/** What the recommendation needs to know of a seminar theme. */
export interface ThemeCandidate {
  readonly themeId: number;
  readonly rubricId: number;
  /** Start of the theme's next bookable date; null when it has none. */
  readonly nextStart: Temporal.Instant | null;
}

export const MAX_RELATED_THEMES = 4;

/**
 * Further seminars to recommend to someone interested in `theme`: other themes of its rubric
 * that can still be booked, the soonest first (ties by id, so the answer never depends on the
 * order the candidates come in), at most MAX_RELATED_THEMES. Neither `theme` nor the themes in
 * `seen` (the others the visitor already looks at) are recommended.
 */
export const relatedThemes = <T extends ThemeCandidate>(
  theme: ThemeCandidate,
  seen: ReadonlySet<number>,
  candidates: readonly T[],
): readonly T[] =>
  candidates
    .flatMap((candidate) =>
      candidate.nextStart === null ||
      candidate.rubricId !== theme.rubricId ||
      candidate.themeId === theme.themeId ||
      seen.has(candidate.themeId)
        ? []
        : [{ candidate, nextStart: candidate.nextStart }],
    )
    .sort((a, b) => Temporal.Instant.compare(a.nextStart, b.nextStart) || a.candidate.themeId - b.candidate.themeId)
    .slice(0, MAX_RELATED_THEMES)
    .map(({ candidate }) => candidate);
