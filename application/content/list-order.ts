import type { ContentKind } from './content-kind';

/** Dated content is read newest first; reference content (lexicon, laws, FAQ …) from A to Z. */
export type ListOrder = 'newest' | 'title';

const NEWEST_FIRST: ReadonlySet<ContentKind> = new Set<ContentKind>(['article', 'news', 'interview', 'ruling', 'job', 'election-news', 'video']);

export const listOrderOf = (kind: ContentKind): ListOrder => (NEWEST_FIRST.has(kind) ? 'newest' : 'title');
