import { and, asc, count, countDistinct, eq, gt, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type {
  RubricSummaryRecord,
  TagRecord,
  ThemeFilter,
  ThemeRecord,
  ThemeSummaryRecord,
} from '../../application/catalogue/catalogue.repository';
import { instant } from './catalogue-rows';
import type { AppDatabase } from './database';
import { publicEventOf, publicTheme } from './catalogue-visibility';
import { events, rubrics, themes } from './schema';

const themeColumns = {
  themeId: themes.themeId,
  slug: themes.slug,
  title: themes.title,
  subtitle: themes.subtitle,
  description: themes.description,
  actionField: themes.actionField,
  redirectUrl: themes.redirectUrl,
  targetGroups: themes.targetGroups,
  tags: themes.tags,
};
const rubricColumns = { rubricId: rubrics.rubricId, slug: rubrics.slug, name: rubrics.name };

/** The published events of a theme that start after the instant (joined on, so a theme without any stays). */
const upcomingOf = (upcomingAfter: Temporal.Instant): SQL | undefined =>
  publicEventOf(and(eq(events.themeId, themes.themeId), gt(events.startAt, upcomingAfter.toString())));

/** Hidden seminars' dates count nowhere: the join on themes keeps only published ones. */
const publicThemeJoin = and(eq(themes.rubricId, rubrics.rubricId), publicTheme);

/** Themes, rubrics and tags over Drizzle. */
export class ThemeReads {
  constructor(private readonly db: AppDatabase) {}

  async find(slug: string): Promise<ThemeRecord | undefined> {
    const [row] = await this.db
      .select({ ...themeColumns, rubric: rubricColumns })
      .from(themes)
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .where(and(eq(themes.slug, slug), publicTheme));
    return row;
  }

  async summaries(filter: ThemeFilter, upcomingAfter: Temporal.Instant): Promise<readonly ThemeSummaryRecord[]> {
    const rows = await this.db
      .select({ ...themeColumns, rubric: rubricColumns, nextStart: min(events.startAt), upcomingEvents: count(events.eventId) })
      .from(themes)
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .leftJoin(events, upcomingOf(upcomingAfter))
      .where(
        and(
          publicTheme,
          filter.rubricSlug === undefined ? undefined : eq(rubrics.slug, filter.rubricSlug),
          filter.rubricIds === undefined ? undefined : inArray(themes.rubricId, [...filter.rubricIds]),
          filter.themeIds === undefined ? undefined : inArray(themes.themeId, [...filter.themeIds]),
        ),
      )
      .groupBy(themes.themeId, rubrics.rubricId)
      .orderBy(asc(themes.themeId));
    return rows.map(({ nextStart, ...theme }) => ({ ...theme, nextStart: nextStart === null ? null : instant(nextStart) }));
  }

  /** In the order of the navigation (rubric ids follow it). */
  async rubricSummaries(upcomingAfter: Temporal.Instant): Promise<readonly RubricSummaryRecord[]> {
    return this.db
      .select({ ...rubricColumns, description: rubrics.description, upcomingEvents: count(events.eventId) })
      .from(rubrics)
      .leftJoin(themes, publicThemeJoin)
      .leftJoin(events, upcomingOf(upcomingAfter))
      .groupBy(rubrics.rubricId)
      .orderBy(asc(rubrics.rubricId));
  }

  async tags(upcomingAfter: Temporal.Instant): Promise<readonly TagRecord[]> {
    const tagged = this.db
      .select({ themeId: themes.themeId, name: sql<string>`unnest(${themes.tags})`.as('name') })
      .from(themes)
      .where(publicTheme)
      .as('tagged');
    return this.db
      .select({ name: tagged.name, themes: countDistinct(tagged.themeId), upcomingEvents: count(events.eventId) })
      .from(tagged)
      .leftJoin(events, publicEventOf(and(eq(events.themeId, tagged.themeId), gt(events.startAt, upcomingAfter.toString()))))
      .groupBy(tagged.name)
      .orderBy(asc(tagged.name));
  }
}
