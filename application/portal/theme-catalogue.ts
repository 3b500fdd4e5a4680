import type { Temporal } from 'temporal-polyfill';
import type { ThemeProfile } from '../../domain/portal/recommendations';

/** A theme as the recommendations read and show it. */
export interface RecommendableTheme extends ThemeProfile {
  readonly slug: string;
  readonly title: string;
  readonly redirectUrl: string;
  readonly rubric: { readonly rubricId: number; readonly slug: string; readonly name: string };
}

/** Driven port: the catalogue's themes with their keywords. */
export interface ThemeCatalogue {
  /** Every theme with an event starting after the instant (a recommendation must be bookable). */
  bookableThemes(startsAfter: Temporal.Instant): Promise<readonly RecommendableTheme[]>;
  /** The themes of these events, once each (events that no longer exist are left out). */
  themesOfEvents(eventIds: readonly number[]): Promise<readonly ThemeProfile[]>;
  /** These themes' profiles (unknown ids are left out). */
  themeProfiles(themeIds: readonly number[]): Promise<readonly ThemeProfile[]>;
}
