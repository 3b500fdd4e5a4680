import { buildSearchIndex, type SearchField, type SearchIndex } from '../../domain/search/search-index';
import { blockLines } from './content-blocks';
import type { ContentRecord } from './content.repository';

/** Title over teaser over the text: where a word stands says how much the item is about it. */
const CONTENT_FIELDS: readonly SearchField[] = [
  { weight: 4, lengthNorm: 0 },
  { weight: 2, lengthNorm: 0.3 },
  { weight: 1, lengthNorm: 0.75 },
];

export type ContentIndex = SearchIndex<ContentRecord>;

export const buildContentIndex = (items: readonly ContentRecord[]): ContentIndex =>
  buildSearchIndex(items, CONTENT_FIELDS, (item) => [
    item.title,
    [item.teaser, ...item.tags.map((tag) => tag.name)].join('\n'),
    item.body.flatMap(blockLines).join('\n'),
  ]);
