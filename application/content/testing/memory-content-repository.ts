import type { Temporal } from 'temporal-polyfill';
import type { NormWire } from '../content-details.codecs';
import type { ContentKind } from '../content-kind';
import type { TagRefWire } from '../content.codecs';
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
} from '../content.repository';
import { sortTitleOf } from '../sort-title';

const visible = (record: ContentRecord, by: Temporal.Instant): boolean =>
  record.publishedAt === null || record.publishedAt.epochMilliseconds <= by.epochMilliseconds;

const newestFirst = (a: ContentRecord, b: ContentRecord): number =>
  (b.publishedAt?.epochMilliseconds ?? -Infinity) - (a.publishedAt?.epochMilliseconds ?? -Infinity) || b.id - a.id;

const byTitle = (a: ContentRecord, b: ContentRecord): number =>
  sortTitleOf(a.title).localeCompare(sortTitleOf(b.title)) || a.id - b.id;

/**
 * The content repository in memory, for tests of the service and of pages without a database.
 * Search is a plain case-insensitive substring match (no stemming): the real ranking is
 * PostgreSQL's and tested on the database.
 */
export class MemoryContentRepository implements ContentRepository {
  private records: ContentRecord[] = [];
  private readonly norms = new Map<number, readonly NormWire[]>();
  /** When set, every call rejects with it: a database that does not answer. */
  failure: Error | undefined;

  constructor(
    private readonly topicList: readonly TopicRecord[] = [],
    private readonly tagList: readonly TagRefWire[] = [],
  ) {}

  /** Adds drafts as stored records, with ids in insertion order. */
  seed(drafts: readonly ContentDraft[]): readonly ContentRecord[] {
    return drafts.map((draft) => this.insert(draft));
  }

  private insert(draft: ContentDraft): ContentRecord {
    const record: ContentRecord = {
      id: this.records.reduce((max, existing) => Math.max(max, existing.id), 0) + 1,
      kind: draft.kind,
      section: draft.section,
      slug: draft.slug,
      title: draft.title,
      teaser: draft.teaser,
      body: draft.body,
      author: draft.author,
      publishedAt: draft.publishedAt,
      topicSlug: draft.topicSlug,
      tags: this.tagList.filter((tag) => draft.tagSlugs.includes(tag.slug)),
      details: draft.details,
    };
    this.records.push(record);
    return record;
  }

  private async answer<A>(value: () => A): Promise<A> {
    return this.failure === undefined ? Promise.resolve(value()) : Promise.reject(this.failure);
  }

  list(filter: ContentFilter, slice: ContentSlice): Promise<ContentPage> {
    return this.answer(() => {
      const matching = this.records.filter(
        (record) =>
          filter.kinds.includes(record.kind) &&
          visible(record, filter.publishedBy) &&
          (filter.section === undefined || record.section === filter.section) &&
          (filter.topicSlug === undefined || record.topicSlug === filter.topicSlug) &&
          (filter.tagSlug === undefined || record.tags.some((tag) => tag.slug === filter.tagSlug)) &&
          (filter.publishedFrom === undefined || (record.publishedAt?.epochMilliseconds ?? -Infinity) >= filter.publishedFrom.epochMilliseconds) &&
          (filter.publishedBefore === undefined || (record.publishedAt?.epochMilliseconds ?? Infinity) < filter.publishedBefore.epochMilliseconds),
      );
      const sorted = [...matching].sort(slice.order === 'newest' ? newestFirst : byTitle);
      return { items: sorted.slice(slice.offset, slice.offset + slice.limit), total: matching.length };
    });
  }

  find(kind: ContentKind, slug: string, section: string | undefined, publishedBy: Temporal.Instant): Promise<ContentRecord | undefined> {
    return this.answer(() =>
      this.records
        .filter((record) => record.kind === kind && record.slug === slug && (section === undefined || record.section === section))
        .filter((record) => visible(record, publishedBy))
        .sort((a, b) => a.section.localeCompare(b.section))[0],
    );
  }

  lawNorms(lawId: number): Promise<readonly NormWire[]> {
    return this.answer(() => this.norms.get(lawId) ?? []);
  }

  tags(): Promise<readonly { slug: string; name: string; count: number }[]> {
    return this.answer(() =>
      this.tagList.map((tag) => ({ ...tag, count: this.records.filter((record) => record.tags.some((own) => own.slug === tag.slug)).length })),
    );
  }

  findTag(slug: string): Promise<TagRefWire | undefined> {
    return this.answer(() => this.tagList.find((tag) => tag.slug === slug));
  }

  topics(): Promise<readonly TopicRecord[]> {
    return this.answer(() => this.topicList);
  }

  findTopic(slug: string): Promise<TopicRecord | undefined> {
    return this.answer(() => this.topicList.find((topic) => topic.slug === slug));
  }

  search(text: string, filter: SearchFilter, offset: number, limit: number): Promise<ContentPage> {
    return this.answer(() => {
      const needle = text.toLocaleLowerCase('de-DE');
      const matching = this.records.filter(
        (record) =>
          visible(record, filter.publishedBy) &&
          (filter.kinds === undefined || filter.kinds.includes(record.kind)) &&
          `${record.title} ${record.teaser}`.toLocaleLowerCase('de-DE').includes(needle),
      );
      return { items: matching.slice(offset, offset + limit), total: matching.length };
    });
  }

  exportBatch(kind: ContentKind, section: string | undefined, publishedBy: Temporal.Instant, after: number, limit: number): Promise<readonly ContentRecord[]> {
    return this.answer(() =>
      this.records
        .filter((record) => record.kind === kind && (section === undefined || record.section === section) && visible(record, publishedBy) && record.id > after)
        .sort((a, b) => a.id - b.id)
        .slice(0, limit),
    );
  }

  missingTopics(slugs: readonly string[]): Promise<readonly string[]> {
    return this.answer(() => slugs.filter((slug) => !this.topicList.some((topic) => topic.slug === slug)));
  }

  missingTags(slugs: readonly string[]): Promise<readonly string[]> {
    return this.answer(() => slugs.filter((slug) => !this.tagList.some((tag) => tag.slug === slug)));
  }

  upsertItems(drafts: readonly ContentDraft[]): Promise<WriteReport> {
    return this.answer(() => {
      let created = 0;
      for (const draft of drafts) {
        const before = this.records.length;
        this.replace(draft);
        if (this.records.length > before) created += 1;
      }
      return { created, updated: drafts.length - created };
    });
  }

  upsertLaw(draft: ContentDraft, norms: readonly NormWire[]): Promise<WriteReport> {
    return this.answer(() => {
      const before = this.records.length;
      const record = this.replace(draft);
      this.norms.set(record.id, norms);
      return this.records.length > before ? { created: 1, updated: 0 } : { created: 0, updated: 1 };
    });
  }

  /** Keeps the id of an existing (kind, section, slug), as the database's upsert does. */
  private replace(draft: ContentDraft): ContentRecord {
    const existing = this.records.find((record) => record.kind === draft.kind && record.section === draft.section && record.slug === draft.slug);
    if (existing === undefined) return this.insert(draft);
    const inserted = this.insert(draft);
    const record = { ...inserted, id: existing.id };
    this.records = this.records.filter((entry) => entry !== inserted).map((entry) => (entry === existing ? record : entry));
    return record;
  }
}
