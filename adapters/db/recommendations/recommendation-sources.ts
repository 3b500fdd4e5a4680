import { and, asc, desc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { ContentKind } from '../../../application/content/content-kind';
import type { ConferenceSource, ContentSource, RecommendationSources, ThemeSource, TopicSource } from '../../../application/recommendations/recommendations.sources';
import { publicEvent, publicTheme } from '../catalogue-visibility';
import type { AppDatabase } from '../database';
import { conferences, contentItems, contentItemTags, contentTags, contentTopics, events, rubrics, themes } from '../schema';

const instantOrNull = (value: string | null): Temporal.Instant | null => (value === null ? null : Temporal.Instant.from(value));

/** What the recommendations compare, read over Drizzle in one query per kind. */
export class DrizzleRecommendationSources implements RecommendationSources {
  constructor(private readonly db: AppDatabase) {}

  async themes(now: Temporal.Instant): Promise<readonly ThemeSource[]> {
    const next = this.db
      .select({ themeId: events.themeId, nextStart: min(events.startAt).as('next_start') })
      .from(events)
      .where(and(gt(events.startAt, now.toString()), publicEvent))
      .groupBy(events.themeId)
      .as('next');
    const rows = await this.db
      .select({ slug: themes.slug, title: themes.title, tags: themes.tags, rubricSlug: rubrics.slug, rubricName: rubrics.name, nextStart: next.nextStart })
      .from(themes)
      .innerJoin(rubrics, eq(rubrics.rubricId, themes.rubricId))
      .leftJoin(next, eq(next.themeId, themes.themeId))
      .where(publicTheme)
      .orderBy(asc(themes.themeId));
    return rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      rubric: { slug: row.rubricSlug, name: row.rubricName },
      tags: row.tags,
      nextStart: instantOrNull(row.nextStart),
    }));
  }

  async topics(): Promise<readonly TopicSource[]> {
    return this.db
      .select({ slug: contentTopics.slug, title: contentTopics.title, seminarThemeSlugs: contentTopics.seminarThemeSlugs })
      .from(contentTopics)
      .orderBy(asc(contentTopics.position));
  }

  async content(kinds: readonly ContentKind[]): Promise<readonly ContentSource[]> {
    if (kinds.length === 0) return [];
    const rows = await this.db
      .select(this.contentColumns())
      .from(contentItems)
      .where(inArray(contentItems.kind, [...kinds]))
      .orderBy(sql`${contentItems.publishedAt} desc nulls last`, desc(contentItems.contentId));
    return this.withTags(rows);
  }

  async contentItem(contentId: number): Promise<ContentSource | undefined> {
    const rows = await this.db.select(this.contentColumns()).from(contentItems).where(eq(contentItems.contentId, contentId));
    return (await this.withTags(rows))[0];
  }

  async conferences(now: Temporal.Instant): Promise<readonly ConferenceSource[]> {
    const rows = await this.db
      .select({ url: conferences.url, title: conferences.title, subtitle: conferences.subtitle, description: conferences.description, startAt: conferences.startAt })
      .from(conferences)
      .where(gt(conferences.startAt, now.toString()))
      .orderBy(asc(conferences.startAt));
    return rows.map((row) => ({ url: row.url, title: row.title, text: `${row.title} ${row.subtitle} ${row.description}`, startAt: Temporal.Instant.from(row.startAt) }));
  }

  async tagNames(): Promise<ReadonlyMap<string, string>> {
    const rows = await this.db.select({ slug: contentTags.slug, name: contentTags.name }).from(contentTags);
    return new Map(rows.map((row) => [row.slug, row.name]));
  }

  private contentColumns() {
    return {
      contentId: contentItems.contentId,
      kind: contentItems.kind,
      section: contentItems.section,
      slug: contentItems.slug,
      title: contentItems.title,
      teaser: contentItems.teaser,
      publishedAt: contentItems.publishedAt,
      topicSlug: contentItems.topicSlug,
    };
  }

  private async withTags(
    rows: readonly { contentId: number; kind: ContentKind; section: string; slug: string; title: string; teaser: string; publishedAt: string | null; topicSlug: string | null }[],
  ): Promise<readonly ContentSource[]> {
    if (rows.length === 0) return [];
    const tags = await this.db
      .select({ contentId: contentItemTags.contentId, tagSlug: contentItemTags.tagSlug })
      .from(contentItemTags)
      .where(inArray(contentItemTags.contentId, rows.map((row) => row.contentId)))
      .orderBy(asc(contentItemTags.tagSlug));
    const byItem = new Map<number, string[]>();
    for (const tag of tags) byItem.set(tag.contentId, [...(byItem.get(tag.contentId) ?? []), tag.tagSlug]);
    return rows.map((row) => ({ ...row, publishedAt: instantOrNull(row.publishedAt), tags: byItem.get(row.contentId) ?? [] }));
  }
}
