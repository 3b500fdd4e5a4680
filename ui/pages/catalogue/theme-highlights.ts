import type { ThemeSummaryJson } from './ThemeTiles';

/**
 * Highlights: the seminars with the most upcoming dates (the ones most asked for), then by
 * the order given (title). Picked by the loaders, so a page's data carries the few tiles it
 * shows rather than every seminar of the catalogue (on the home page 37 of its 90 KB of HTML).
 */
export const highlightThemes = (themes: readonly ThemeSummaryJson[], count: number): readonly ThemeSummaryJson[] =>
  [...themes].filter((theme) => theme.nextDate !== null).sort((a, b) => b.upcomingEvents - a.upcomingEvents).slice(0, count);
