/**
 * The categories of the kinds that are sorted by one (their `section`): the election news
 * (/wahlseiten-news/kategorie/{x}) and the job offers (/jobs-karriere/offene-stellen/{x}/{id}).
 * A fixed list, so a category page knows its name and an unknown one is a 404, not an empty page.
 */
export interface ContentCategory {
  readonly slug: string;
  readonly name: string;
}

export const ELECTION_NEWS_CATEGORIES = [
  { slug: 'wahlvorbereitung', name: 'Wahlvorbereitung' },
  { slug: 'wahlverfahren', name: 'Wahlverfahren' },
  { slug: 'nach-der-wahl', name: 'Nach der Wahl' },
] as const satisfies readonly ContentCategory[];
export type ElectionNewsCategory = (typeof ELECTION_NEWS_CATEGORIES)[number]['slug'];

export const JOB_CATEGORIES = [
  { slug: 'seminarorganisation', name: 'Seminarorganisation' },
  { slug: 'referenten', name: 'Referentinnen und Referenten' },
  { slug: 'redaktion', name: 'Redaktion' },
  { slug: 'it', name: 'IT und Entwicklung' },
] as const satisfies readonly ContentCategory[];
export type JobCategory = (typeof JOB_CATEGORIES)[number]['slug'];

export const categoryOf = (categories: readonly ContentCategory[], slug: string | undefined): ContentCategory | undefined =>
  categories.find((category) => category.slug === slug);
