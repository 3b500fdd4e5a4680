import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { RecommendableTheme, ThemeCatalogue } from '../../../application/portal/theme-catalogue';
import type { ThemeProfile } from '../../../domain/portal/recommendations';
import { publicEvent, publicTheme } from '../catalogue-visibility';
import type { AppDatabase } from '../database';
import { events, rubrics, themes } from '../schema';

const profileColumns = { themeId: themes.themeId, rubricId: themes.rubricId, tags: themes.tags };

/** The themes as the portal's recommendations read them, over Drizzle. */
export class DrizzleThemeCatalogue implements ThemeCatalogue {
  constructor(private readonly db: AppDatabase) {}

  async bookableThemes(startsAfter: Temporal.Instant): Promise<readonly RecommendableTheme[]> {
    const rows = await this.db
      .select({ ...profileColumns, slug: themes.slug, title: themes.title, redirectUrl: themes.redirectUrl, rubric: rubrics })
      .from(themes)
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .where(and(publicTheme, sql`exists (select 1 from ${events} where ${and(eq(events.themeId, themes.themeId), gt(events.startAt, startsAfter.toString()), publicEvent)})`))
      .orderBy(themes.themeId);
    return rows.map(({ rubric, ...theme }) => ({ ...theme, rubric: { rubricId: rubric.rubricId, slug: rubric.slug, name: rubric.name } }));
  }

  async themesOfEvents(eventIds: readonly number[]): Promise<readonly ThemeProfile[]> {
    if (eventIds.length === 0) return [];
    return this.db
      .selectDistinct(profileColumns)
      .from(themes)
      .innerJoin(events, eq(events.themeId, themes.themeId))
      .where(inArray(events.eventId, [...eventIds]))
      .orderBy(themes.themeId);
  }

  async themeProfiles(themeIds: readonly number[]): Promise<readonly ThemeProfile[]> {
    if (themeIds.length === 0) return [];
    return this.db.select(profileColumns).from(themes).where(inArray(themes.themeId, [...themeIds])).orderBy(themes.themeId);
  }
}
