import type { Temporal } from 'temporal-polyfill';
import type { ContentBody } from './content-blocks';
import type { NormWire } from './content-details.codecs';
import type { ContentKind } from './content-kind';
import type { TagRefWire } from './content.codecs';
import type { ListOrder } from './list-order';

/** A content row as stored: shared fields decoded, `details` still the stored JSON. */
export interface ContentRecord {
  readonly id: number;
  readonly kind: ContentKind;
  readonly section: string;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly body: ContentBody;
  readonly author: string | null;
  readonly publishedAt: Temporal.Instant | null;
  readonly topicSlug: string | null;
  readonly tags: readonly TagRefWire[];
  readonly details: unknown;
}

/** A record to write: what the row holds, the id aside (given by the database). */
export interface ContentDraft {
  readonly kind: ContentKind;
  readonly section: string;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly body: ContentBody;
  readonly author: string | null;
  readonly publishedAt: Temporal.Instant | null;
  readonly topicSlug: string | null;
  readonly tagSlugs: readonly string[];
  /** The stored JSON form of the kind's details (STORED_DETAILS[kind].encode). */
  readonly details: unknown;
}

export interface TopicRecord {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly seminarThemeSlugs: readonly string[];
}

/** Only items published by then (or undated) are shown: an article can be scheduled ahead. */
export interface SearchFilter {
  readonly publishedBy: Temporal.Instant;
  /** All kinds when left out. */
  readonly kinds?: readonly ContentKind[] | undefined;
}

export interface ContentFilter {
  readonly publishedBy: Temporal.Instant;
  readonly kinds: readonly ContentKind[];
  readonly section?: string | undefined;
  readonly tagSlug?: string | undefined;
  readonly topicSlug?: string | undefined;
  /** Published at or after this instant (inclusive) … */
  readonly publishedFrom?: Temporal.Instant | undefined;
  /** … and before this one (exclusive). */
  readonly publishedBefore?: Temporal.Instant | undefined;
}

export interface ContentSlice {
  readonly order: ListOrder;
  readonly offset: number;
  readonly limit: number;
}

export interface ContentPage {
  readonly items: readonly ContentRecord[];
  readonly total: number;
}

export interface WriteReport {
  readonly created: number;
  readonly updated: number;
}

/** Driven port: where knowledge content is kept (PostgreSQL, or memory in tests). */
export interface ContentRepository {
  list(filter: ContentFilter, slice: ContentSlice): Promise<ContentPage>;
  /** Without a section, the item of the kind with the slug in the first section (A–Z). */
  find(kind: ContentKind, slug: string, section: string | undefined, publishedBy: Temporal.Instant): Promise<ContentRecord | undefined>;
  lawNorms(lawId: number): Promise<readonly NormWire[]>;
  tags(): Promise<readonly { readonly slug: string; readonly name: string; readonly count: number }[]>;
  findTag(slug: string): Promise<TagRefWire | undefined>;
  topics(): Promise<readonly TopicRecord[]>;
  findTopic(slug: string): Promise<TopicRecord | undefined>;
  /** German full text search, weighted title > teaser > body, best first. */
  search(text: string, filter: SearchFilter, offset: number, limit: number): Promise<ContentPage>;
  /** Published items of the kind (and section) with an id above `after`, ascending by id. */
  exportBatch(
    kind: ContentKind,
    section: string | undefined,
    publishedBy: Temporal.Instant,
    after: number,
    limit: number,
  ): Promise<readonly ContentRecord[]>;
  /** Of the given slugs, those that are no topic / no tag (for the imports' messages). */
  missingTopics(slugs: readonly string[]): Promise<readonly string[]>;
  missingTags(slugs: readonly string[]): Promise<readonly string[]>;
  /** Creates or replaces each draft by (kind, section, slug), all in one transaction. */
  upsertItems(drafts: readonly ContentDraft[]): Promise<WriteReport>;
  /** Creates or replaces a law item and all its norms, in one transaction. */
  upsertLaw(draft: ContentDraft, norms: readonly NormWire[]): Promise<WriteReport>;
}
