import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBody } from '../../../application/content/content-blocks';
import type { StoredDetailsJson } from '../../../application/content/content-details.codecs';
import { CONTENT_KINDS } from '../../../application/content/content-kind';
import { instant, tsvector } from './columns';

/** Themen of the works-council site; each points to seminar themes of the catalogue by slug. */
export const contentTopics = pgTable('content_topics', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /**
   * Slugs of catalogue themes (themes.slug) that fit the topic, so a content page can point to
   * seminars. No foreign key: the catalogue is re-imported on its own, and a slug that is gone
   * simply finds no seminars.
   */
  seminarThemeSlugs: text('seminar_theme_slugs').array().notNull(),
  position: integer('position').notNull(),
});

export const contentTags = pgTable('content_tags', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
});

/**
 * Every piece of knowledge content, one row each, whatever its kind: what all kinds share are
 * columns (so listing, paging, full text search and export work the same for all of them), what
 * one kind has beyond that is `details`, decoded by application/content/content-details.codecs.
 */
export const contentItems = pgTable(
  'content_items',
  {
    contentId: serial('content_id').primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** br|sbv|jav for lexicon and Schulungsanspruch, br|sbv for rulings, za|youtube for videos,
     *  the category of election news and job offers; '' for kinds without one. */
    section: text('section').notNull().default(''),
    slug: text('slug').notNull(),
    /** Title; the term of a lexicon entry, the question of a FAQ. */
    title: text('title').notNull(),
    /** Teaser; the short definition of a lexicon entry, the Leitsatz (headnote) of a ruling. */
    teaser: text('teaser').notNull(),
    /** The title folded for German alphabetical order (Ä with A, ß as ss), same on both engines. */
    sortTitle: text('sort_title').notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    author: text('author'),
    publishedAt: instant('published_at'),
    topicSlug: text('topic_slug').references(() => contentTopics.slug),
    details: jsonb('details').$type<StoredDetailsJson>().notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('german', title), 'A') || setweight(to_tsvector('german', teaser), 'B') || setweight(jsonb_to_tsvector('german', jsonb_path_query_array(body, '$[*].text') || jsonb_path_query_array(body, '$[*].items[*]'), '["string"]'), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('content_items_slug_idx').on(t.kind, t.section, t.slug),
    /** Keyset order of the exports, over a whole kind or one section of it. */
    index('content_items_kind_id_idx').on(t.kind, t.contentId),
    index('content_items_kind_section_id_idx').on(t.kind, t.section, t.contentId),
    index('content_items_kind_published_idx').on(t.kind, t.publishedAt),
    index('content_items_kind_title_idx').on(t.kind, t.sortTitle, t.contentId),
    index('content_items_topic_idx').on(t.topicSlug),
    index('content_items_search_idx').using('gin', t.searchVector),
  ],
);

export const contentItemTags = pgTable(
  'content_item_tags',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItems.contentId, { onDelete: 'cascade' }),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => contentTags.slug, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.tagSlug] }), index('content_item_tags_tag_idx').on(t.tagSlug, t.contentId)],
);

/** The norms (§§) of a law item, in the order of the law. */
export const lawNorms = pgTable(
  'law_norms',
  {
    lawId: integer('law_id')
      .notNull()
      .references(() => contentItems.contentId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** '§ 37', '§ 87'. */
    number: text('number').notNull(),
    heading: text('heading').notNull(),
    /** The Teil of the law it belongs to. */
    part: text('part').notNull(),
    /** The Abschnitt within the Teil; '' where there is none. */
    chapter: text('chapter').notNull(),
    /** The Absätze, in order. */
    paragraphs: text('paragraphs').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawId, t.position] })],
);
