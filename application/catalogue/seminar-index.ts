import { buildSearchIndex, type SearchField, type SearchIndex } from '../../domain/search/search-index';
import type { ThemeSummaryRecord } from './catalogue.repository';

/**
 * The fields a seminar is found by, in the order they rank: its title, its subtitle, what it is
 * tagged and filed under, then its description.
 */
const SEMINAR_FIELDS: readonly SearchField[] = [
  { weight: 4, lengthNorm: 0 },
  { weight: 2, lengthNorm: 0.3 },
  { weight: 1.5, lengthNorm: 0.3 },
  { weight: 1, lengthNorm: 0.75 },
];

export type SeminarIndex = SearchIndex<ThemeSummaryRecord>;

export const buildSeminarIndex = (themes: readonly ThemeSummaryRecord[]): SeminarIndex =>
  buildSearchIndex(themes, SEMINAR_FIELDS, (theme) => [
    theme.title,
    theme.subtitle,
    [theme.actionField, theme.rubric.name, ...theme.tags].join('\n'),
    theme.description,
  ]);
