import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { NormWire } from '../../../application/content/content-details.codecs';
import type { ContentKind } from '../../../application/content/content-kind';
import type { TagRefWire } from '../../../application/content/content.codecs';
import type {
  ContentDraft,
  ContentFilter,
  ContentPage,
  ContentRecord,
  ContentRepository,
  ContentSlice,
  SearchFilter,
  TopicRecord,
  WriteReport,
} from '../../../application/content/content.repository';
import { sortTitleOf } from '../../../application/content/sort-title';
import type { AppDatabase } from '../database';
import { contentItems, contentItemTags, contentTags, contentTopics, lawNorms } from '../schema';
import type { StoredDetailsJson } from '../../../application/content/content-details.codecs';

/** Rows per INSERT: far below PostgreSQL's 65535 bind parameters for these tables. */
const CHUNK = 500;

const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) => rows.slice(index * CHUNK, (index + 1) * CHUNK));

/** Every column but the search vector, which is large and only ever used in WHERE and ORDER BY. */
const itemColumns = {
  contentId: contentItems.contentId,
  kind: contentItems.kind,
  section: contentItems.section,
  slug: contentItems.slug,
  title: contentItems.title,
  teaser: contentItems.teaser,
  body: contentItems.body,
  author: contentItems.author,
  publishedAt: contentItems.publishedAt,
  topicSlug: contentItems.topicSlug,
  details: contentItems.details,
};

type ItemRow = {
  readonly [K in keyof typeof itemColumns]: (typeof contentItems.$inferSelect)[K];
};

const published = (by: Temporal.Instant): SQL | undefined =>
  or(isNull(contentItems.publishedAt), lte(contentItems.publishedAt, by.toString()));

const ORDER = {
  newest: [sql`${contentItems.publishedAt} desc nulls last`, desc(contentItems.contentId)],
  title: [asc(contentItems.sortTitle), asc(contentItems.contentId)],
} as const;

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'delete'>;

/** Knowledge content over Drizzle; runs the same on PGlite and PostgreSQL. */
export class DrizzleContentRepository implements ContentRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(filter: ContentFilter, slice: ContentSlice): Promise<ContentPage> {
    const where = and(
      inArray(contentItems.kind, [...filter.kinds]),
      published(filter.publishedBy),
      filter.section === undefined ? undefined : eq(contentItems.section, filter.section),
      filter.topicSlug === undefined ? undefined : eq(contentItems.topicSlug, filter.topicSlug),
      filter.tagSlug === undefined
        ? undefined
        : sql`exists (select 1 from ${contentItemTags} where ${contentItemTags.contentId} = ${contentItems.contentId} and ${contentItemTags.tagSlug} = ${filter.tagSlug})`,
      filter.publishedFrom === undefined ? undefined : gte(contentItems.publishedAt, filter.publishedFrom.toString()),
      filter.publishedBefore === undefined ? undefined : lt(contentItems.publishedAt, filter.publishedBefore.toString()),
    );
    const [counted] = await this.db.select({ total: count() }).from(contentItems).where(where);
    const total = counted?.total ?? 0;
    if (total === 0) return { items: [], total };
    const rows = await this.db
      .select(itemColumns)
      .from(contentItems)
      .where(where)
      .orderBy(...ORDER[slice.order])
      .limit(slice.limit)
      .offset(slice.offset);
    return { items: await this.withTags(rows), total };
  }

  async find(kind: ContentKind, slug: string, section: string | undefined, publishedBy: Temporal.Instant): Promise<ContentRecord | undefined> {
    const rows = await this.db
      .select(itemColumns)
      .from(contentItems)
      .where(
        and(
          eq(contentItems.kind, kind),
          eq(contentItems.slug, slug),
          section === undefined ? undefined : eq(contentItems.section, section),
          published(publishedBy),
        ),
      )
      .orderBy(asc(contentItems.section))
      .limit(1);
    const [found] = await this.withTags(rows);
    return found;
  }

  async lawNorms(lawId: number): Promise<readonly NormWire[]> {
    const rows = await this.db.select().from(lawNorms).where(eq(lawNorms.lawId, lawId)).orderBy(asc(lawNorms.position));
    return rows.map(({ number, heading, part, chapter, paragraphs }) => ({ number, heading, part, chapter, paragraphs }));
  }

  async tags(): Promise<readonly { slug: string; name: string; count: number }[]> {
    return this.db
      .select({ slug: contentTags.slug, name: contentTags.name, count: count(contentItemTags.contentId) })
      .from(contentTags)
      .leftJoin(contentItemTags, eq(contentItemTags.tagSlug, contentTags.slug))
      .groupBy(contentTags.slug, contentTags.name)
      .orderBy(asc(contentTags.name), asc(contentTags.slug));
  }

  async findTag(slug: string): Promise<TagRefWire | undefined> {
    const [found] = await this.db.select().from(contentTags).where(eq(contentTags.slug, slug)).limit(1);
    return found;
  }

  async topics(): Promise<readonly TopicRecord[]> {
    return this.db.select(topicColumns).from(contentTopics).orderBy(asc(contentTopics.position), asc(contentTopics.slug));
  }

  async findTopic(slug: string): Promise<TopicRecord | undefined> {
    const [found] = await this.db.select(topicColumns).from(contentTopics).where(eq(contentTopics.slug, slug)).limit(1);
    return found;
  }

  async search(text: string, filter: SearchFilter, offset: number, limit: number): Promise<ContentPage> {
    const query = sql`websearch_to_tsquery('german', ${text})`;
    const where = and(
      sql`${contentItems.searchVector} @@ ${query}`,
      published(filter.publishedBy),
      filter.kinds === undefined ? undefined : inArray(contentItems.kind, [...filter.kinds]),
    );
    const [counted] = await this.db.select({ total: count() }).from(contentItems).where(where);
    const total = counted?.total ?? 0;
    if (total === 0) return { items: [], total };
    const rows = await this.db
      .select(itemColumns)
      .from(contentItems)
      .where(where)
      // ts_rank's default weights rank A (title) over B (teaser) over C (body).
      .orderBy(sql`ts_rank(${contentItems.searchVector}, ${query}) desc`, asc(contentItems.contentId))
      .limit(limit)
      .offset(offset);
    return { items: await this.withTags(rows), total };
  }

  async exportBatch(
    kind: ContentKind,
    section: string | undefined,
    publishedBy: Temporal.Instant,
    after: number,
    limit: number,
  ): Promise<readonly ContentRecord[]> {
    const rows = await this.db
      .select(itemColumns)
      .from(contentItems)
      .where(
        and(
          eq(contentItems.kind, kind),
          section === undefined ? undefined : eq(contentItems.section, section),
          published(publishedBy),
          gt(contentItems.contentId, after),
        ),
      )
      .orderBy(asc(contentItems.contentId))
      .limit(limit);
    return this.withTags(rows);
  }

  async missingTopics(slugs: readonly string[]): Promise<readonly string[]> {
    if (slugs.length === 0) return [];
    const found = await this.db.select({ slug: contentTopics.slug }).from(contentTopics).where(inArray(contentTopics.slug, [...slugs]));
    const known = new Set(found.map((row) => row.slug));
    return slugs.filter((slug) => !known.has(slug));
  }

  async missingTags(slugs: readonly string[]): Promise<readonly string[]> {
    if (slugs.length === 0) return [];
    const found = await this.db.select({ slug: contentTags.slug }).from(contentTags).where(inArray(contentTags.slug, [...slugs]));
    const known = new Set(found.map((row) => row.slug));
    return slugs.filter((slug) => !known.has(slug));
  }

  async upsertItems(drafts: readonly ContentDraft[]): Promise<WriteReport> {
    return this.db.transaction(async (tx) => {
      let created = 0;
      for (const chunk of chunks(drafts)) {
        const written = await upsertChunk(tx, chunk);
        created += written.filter((row) => row.created).length;
        await replaceTags(tx, written, chunk);
      }
      return { created, updated: drafts.length - created };
    });
  }

  async upsertLaw(draft: ContentDraft, norms: readonly NormWire[]): Promise<WriteReport> {
    return this.db.transaction(async (tx) => {
      const [written] = await upsertChunk(tx, [draft]);
      if (written === undefined) throw new Error('the law was not written');
      await tx.delete(lawNorms).where(eq(lawNorms.lawId, written.contentId));
      const rows = norms.map((norm, index) => ({ lawId: written.contentId, position: index + 1, ...norm, paragraphs: [...norm.paragraphs] }));
      for (const chunk of chunks(rows)) await tx.insert(lawNorms).values(chunk);
      return written.created ? { created: 1, updated: 0 } : { created: 0, updated: 1 };
    });
  }

  private async withTags(rows: readonly ItemRow[]): Promise<ContentRecord[]> {
    const tagsById = new Map<number, TagRefWire[]>();
    if (rows.length > 0) {
      const tagRows = await this.db
        .select({ contentId: contentItemTags.contentId, slug: contentTags.slug, name: contentTags.name })
        .from(contentItemTags)
        .innerJoin(contentTags, eq(contentTags.slug, contentItemTags.tagSlug))
        .where(inArray(contentItemTags.contentId, rows.map((row) => row.contentId)))
        .orderBy(asc(contentTags.name), asc(contentTags.slug));
      for (const { contentId, slug, name } of tagRows) {
        const list = tagsById.get(contentId) ?? [];
        list.push({ slug, name });
        tagsById.set(contentId, list);
      }
    }
    return rows.map((row) => ({
      id: row.contentId,
      kind: row.kind,
      section: row.section,
      slug: row.slug,
      title: row.title,
      teaser: row.teaser,
      body: row.body,
      author: row.author,
      publishedAt: row.publishedAt === null ? null : Temporal.Instant.from(row.publishedAt),
      topicSlug: row.topicSlug,
      tags: tagsById.get(row.contentId) ?? [],
      details: row.details,
    }));
  }
}

const topicColumns = {
  slug: contentTopics.slug,
  title: contentTopics.title,
  description: contentTopics.description,
  seminarThemeSlugs: contentTopics.seminarThemeSlugs,
};

/** The row a draft becomes; the sort title is derived here, so no writer can forget it. */
export const contentRow = (draft: ContentDraft): typeof contentItems.$inferInsert => ({
  kind: draft.kind,
  section: draft.section,
  slug: draft.slug,
  title: draft.title,
  teaser: draft.teaser,
  sortTitle: sortTitleOf(draft.title),
  body: [...draft.body],
  author: draft.author,
  publishedAt: draft.publishedAt === null ? null : draft.publishedAt.toString(),
  topicSlug: draft.topicSlug,
  details: draft.details as StoredDetailsJson,
});

interface Written {
  readonly contentId: number;
  readonly kind: ContentKind;
  readonly section: string;
  readonly slug: string;
  readonly created: boolean;
}

const upsertChunk = async (tx: Executor, drafts: readonly ContentDraft[]): Promise<Written[]> =>
  tx
    .insert(contentItems)
    .values(drafts.map(contentRow))
    .onConflictDoUpdate({
      target: [contentItems.kind, contentItems.section, contentItems.slug],
      set: {
        title: sql`excluded.title`,
        teaser: sql`excluded.teaser`,
        sortTitle: sql`excluded.sort_title`,
        body: sql`excluded.body`,
        author: sql`excluded.author`,
        publishedAt: sql`excluded.published_at`,
        topicSlug: sql`excluded.topic_slug`,
        details: sql`excluded.details`,
      },
    })
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning({
      contentId: contentItems.contentId,
      kind: contentItems.kind,
      section: contentItems.section,
      slug: contentItems.slug,
      created: sql<boolean>`(xmax = 0)`,
    });

const replaceTags = async (tx: Executor, written: readonly Written[], drafts: readonly ContentDraft[]): Promise<void> => {
  const idOf = new Map(written.map((row) => [`${row.kind}/${row.section}/${row.slug}`, row.contentId]));
  await tx.delete(contentItemTags).where(inArray(contentItemTags.contentId, written.map((row) => row.contentId)));
  const rows = drafts.flatMap((draft) => {
    const contentId = idOf.get(`${draft.kind}/${draft.section}/${draft.slug}`);
    if (contentId === undefined) throw new Error(`content ${draft.kind}/${draft.section}/${draft.slug} was not written`);
    return [...new Set(draft.tagSlugs)].map((tagSlug) => ({ contentId, tagSlug }));
  });
  for (const chunk of chunks(rows)) await tx.insert(contentItemTags).values(chunk);
};
