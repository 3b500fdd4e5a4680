import type { Temporal } from 'temporal-polyfill';
import { buildSearchIndex, type SearchField, type SearchIndex } from '../../domain/search/search-index';
import type { CatalogueEvent } from './catalogue-event';
import type { ThemeSummaryRecord } from './catalogue.repository';
import { upcomingDatesOf, type UpcomingDates } from './upcoming-dates';

/**
 * The fields a seminar is found by, in the order they rank: its title, its subtitle, what it is
 * tagged and filed under and whom it is for, then its description.
 */
const SEMINAR_FIELDS: readonly SearchField[] = [
  { weight: 4, lengthNorm: 0 },
  { weight: 2, lengthNorm: 0.3 },
  { weight: 1.5, lengthNorm: 0.3 },
  { weight: 1, lengthNorm: 0.75 },
];

/** What the seminar search answers from without the database: the themes' texts and their dates. */
export interface SeminarIndex {
  readonly texts: SearchIndex<ThemeSummaryRecord>;
  readonly dates: UpcomingDates;
  /** When the texts and dates were read. */
  readonly builtAt: Temporal.Instant;
}

const seminarTextIndex = (themes: readonly ThemeSummaryRecord[]): SearchIndex<ThemeSummaryRecord> =>
  buildSearchIndex(themes, SEMINAR_FIELDS, (theme) => [
    theme.title,
    theme.subtitle,
    [theme.actionField, theme.rubric.name, ...theme.tags, ...theme.targetGroups].join('\n'),
    theme.description,
  ]);

export const buildSeminarIndex = (themes: readonly ThemeSummaryRecord[], upcoming: readonly CatalogueEvent[], builtAt: Temporal.Instant): SeminarIndex => ({
  texts: seminarTextIndex(themes),
  dates: upcomingDatesOf(upcoming),
  builtAt,
});
