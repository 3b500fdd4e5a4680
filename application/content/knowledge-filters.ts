import type { ContentBody } from './content-blocks';

/**
 * The filters of the knowledge extras (FAQ search, the downloads page): pure functions over the
 * items the exports hold, so the page, its tests and any other caller filter the same way.
 */

/** Folds case and the German special letters, so "Kündigung", "kuendigung" and "KUNDIGUNG" meet. */
export const foldGerman = (text: string): string =>
  text
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The words of a search, folded; empty for a blank one. */
export const searchTerms = (query: string): readonly string[] =>
  foldGerman(query)
    .split(/[^\p{L}\p{N}§]+/u)
    .filter((term) => term.length > 0);

const bodyText = (body: ContentBody): string =>
  body.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' ');

export interface Searchable {
  readonly title: string;
  readonly teaser: string;
  readonly body: ContentBody;
}

/** Whether every word of the search occurs in the item's title, teaser or text (no words: every item). */
export const matchesAll = (item: Searchable, terms: readonly string[]): boolean => {
  if (terms.length === 0) return true;
  const text = foldGerman(`${item.title} ${item.teaser} ${bodyText(item.body)}`);
  return terms.every((term) => text.includes(term));
};

export interface Grouped<T> {
  /** The topic's slug, or null for items without one. */
  readonly slug: string | null;
  readonly title: string;
  readonly items: readonly T[];
}

/**
 * Items grouped by topic, in the order of the topic list; items of a topic that is not in the
 * list and items without one come last under "Weitere Fragen" (nothing is dropped).
 */
export const groupByTopic = <T extends { readonly topicSlug: string | null }>(
  items: readonly T[],
  topics: readonly { readonly slug: string; readonly title: string }[],
  otherTitle: string,
): readonly Grouped<T>[] => {
  const known = topics.flatMap((topic) => {
    const members = items.filter((item) => item.topicSlug === topic.slug);
    return members.length === 0 ? [] : [{ slug: topic.slug, title: topic.title, items: members }];
  });
  const rest = items.filter((item) => !topics.some((topic) => topic.slug === item.topicSlug));
  return rest.length === 0 ? known : [...known, { slug: null, title: otherTitle, items: rest }];
};

/** What the downloads page filters by (all optional, as the form's GET sends them). */
export interface DownloadFilter {
  readonly fileKind?: string;
  readonly topic?: string;
  readonly tag?: string;
  readonly terms: readonly string[];
}

export interface Filterable extends Searchable {
  readonly topicSlug: string | null;
  readonly tags: readonly { readonly slug: string }[];
  readonly details: { readonly fileKind: string };
}

/** The downloads that pass every filter given. */
export const filterDownloads = <T extends Filterable>(items: readonly T[], filter: DownloadFilter): readonly T[] =>
  items.filter(
    (item) =>
      (filter.fileKind === undefined || item.details.fileKind === filter.fileKind) &&
      (filter.topic === undefined || item.topicSlug === filter.topic) &&
      (filter.tag === undefined || item.tags.some((tag) => tag.slug === filter.tag)) &&
      matchesAll(item, filter.terms),
  );
