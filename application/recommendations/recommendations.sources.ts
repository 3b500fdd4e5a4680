import type { Temporal } from 'temporal-polyfill';
import type { ContentKind } from '../content/content-kind';

/** A seminar theme; `nextStart` is its next date after now, null when none is left. */
export interface ThemeSource {
  readonly slug: string;
  readonly title: string;
  readonly rubric: { readonly slug: string; readonly name: string };
  /** The theme's tags as written ('BetrVG'); compared by their slug. */
  readonly tags: readonly string[];
  readonly nextStart: Temporal.Instant | null;
}

export interface TopicSource {
  readonly slug: string;
  readonly title: string;
  readonly seminarThemeSlugs: readonly string[];
}

export interface ContentSource {
  readonly contentId: number;
  readonly kind: ContentKind;
  readonly section: string;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly publishedAt: Temporal.Instant | null;
  readonly topicSlug: string | null;
  readonly tags: readonly string[];
}

export interface ConferenceSource {
  readonly url: string;
  readonly title: string;
  /** Title, subtitle and description, to find the topics it speaks of. */
  readonly text: string;
  readonly startAt: Temporal.Instant;
}

/** Driven port: what the recommendations are computed from, read in a few queries. */
export interface RecommendationSources {
  /** Every theme in the catalogue's order, with its next date after `now`. */
  themes(now: Temporal.Instant): Promise<readonly ThemeSource[]>;
  topics(): Promise<readonly TopicSource[]>;
  /** Items of the kinds, newest first. */
  content(kinds: readonly ContentKind[]): Promise<readonly ContentSource[]>;
  contentItem(contentId: number): Promise<ContentSource | undefined>;
  /** Conferences starting after `now`, soonest first. */
  conferences(now: Temporal.Instant): Promise<readonly ConferenceSource[]>;
  /** Tag names by slug. */
  tagNames(): Promise<ReadonlyMap<string, string>>;
}
