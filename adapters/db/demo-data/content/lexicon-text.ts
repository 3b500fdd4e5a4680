import type { TagSlug } from './tags';

/** One hand-written lexicon entry; its slug is slugOf(term), related entries are named by slug. */
export interface LexiconText {
  readonly term: string;
  /** The short definition shown in listings and search results. */
  readonly definition: string;
  /** The explanation, one string per paragraph. */
  readonly body: readonly string[];
  /** Slugs of entries in the same section. */
  readonly related: readonly string[];
  readonly topic: string;
  readonly tags: readonly TagSlug[];
}

export const entry = (
  term: string,
  definition: string,
  body: readonly string[],
  related: readonly string[],
  topic: string,
  tags: readonly TagSlug[] = [],
): LexiconText => ({ term, definition, body, related, topic, tags });
