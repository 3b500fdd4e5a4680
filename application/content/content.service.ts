import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../domain/calendar/calendar';
import { invalid, notFound, unavailable, type AppError, type FieldErrors } from '../../domain/errors/app-error';
import type { Clock } from '../ports/clock';
import { STORED_DETAILS } from './content-details.codecs';
import { CONTENT_KINDS, EXPORT_KINDS, NO_SECTION, type ContentKind, type ExportKind } from './content-kind';
import { searchIndex } from '../../domain/search/search-index';
import type { Cache } from '../cache/cache.port';
import { buildContentIndex, type ContentIndex } from './content-index';
import { slugOf } from './content-slug';
import { topicPath } from './content-paths';
import { itemWire, summaryWire } from './content-wire';
import type { ContentItemWire, ContentPageWire, ContentSummaryWire, ContentTagWire, ExportBatchWire, TopicWire } from './content.codecs';
import type { ImportReportWire, LawInput, LexiconEntryInput } from './content-import.codecs';
import { ExportInterrupted, type Content, type ContentImports } from './content.port';
import type { ContentDraft, ContentFilter, ContentPage, ContentRepository, TopicRecord } from './content.repository';
import {
  DEFAULT_CONTENT_PAGE_SIZE,
  DEFAULT_EXPORT_BATCH,
  type ContentListQuery,
  type ContentSearchQuery,
  type PageQuery,
} from './content-query.codecs';
import { listOrderOf } from './list-order';

const CONTENT_INDEX_KEY = 'content';
/** More items than the site will hold: the search index takes all of them. */
const ALL_ITEMS = 1_000_000;

/** The kinds a tag page lists as "articles": the editorial ones. */
export const TAG_ARTICLE_KINDS: readonly ContentKind[] = ['article', 'news', 'interview'];
/** The kinds of the RSS feed. */
export const FEED_KINDS: readonly ContentKind[] = ['news', 'article'];
/** Every kind that a topic page lists. */
const TOPIC_KINDS: readonly ContentKind[] = ['article', 'news', 'interview', 'lexicon', 'ruling', 'guide', 'faq', 'download', 'video'];

const M = {
  itemNotFound: 'Dieser Inhalt wurde nicht gefunden.',
  tagNotFound: 'Dieses Schlagwort gibt es nicht.',
  topicNotFound: 'Dieses Thema gibt es nicht.',
  duplicateEntry: 'Dieser Eintrag kommt im Import mehrfach vor.',
  unknownTopic: 'Dieses Thema gibt es nicht.',
  unknownTags: (slugs: readonly string[]) => `Unbekannte Schlagworte: ${slugs.join(', ')}.`,
  noLawSlug: 'Aus dieser Abkürzung lässt sich keine Adresse bilden.',
  importInvalid: 'Der Import enthält Fehler; es wurde nichts gespeichert.',
} as const;

const fromRepository = <A>(read: () => Promise<A>): TE.TaskEither<AppError, A> =>
  TE.tryCatch(read, (cause) => unavailable(undefined, cause));

const startOfYear = (year: number): Temporal.Instant =>
  Temporal.PlainDate.from({ year, month: 1, day: 1 }).toZonedDateTime({ timeZone: BERLIN }).toInstant();

const topicWire = (topic: TopicRecord): TopicWire => ({
  slug: topic.slug,
  title: topic.title,
  description: topic.description,
  seminarThemeSlugs: [...topic.seminarThemeSlugs],
  path: topicPath(topic.slug),
});

const pageOf = ({ page = 1, pageSize = DEFAULT_CONTENT_PAGE_SIZE }: PageQuery) => ({
  page,
  pageSize,
  offset: (page - 1) * pageSize,
});

const pageWire =
  (page: number, pageSize: number) =>
  ({ items, total }: ContentPage): ContentPageWire => ({ items: items.map(summaryWire), total, page, pageSize });

const lexiconDraft = (entry: LexiconEntryInput): ContentDraft => ({
  kind: 'lexicon',
  section: entry.section,
  slug: entry.slug,
  title: entry.term,
  teaser: entry.definition,
  body: entry.body,
  author: null,
  publishedAt: null,
  topicSlug: entry.topicSlug ?? null,
  tagSlugs: entry.tags ?? [],
  details: STORED_DETAILS.lexicon.encode({ relatedSlugs: entry.relatedSlugs }),
});

/** The knowledge content in-process, over a repository; the server binds it, SSR calls it directly. */
export class ContentService implements Content, ContentImports {
  /** One build of the search index at a time: searches arriving meanwhile wait for it. */
  #building: Promise<ContentIndex> | undefined;

  /**
   * `searchIndexCache` keeps the search index between searches (per instance, cleared under
   * /cache); without it every search builds its own.
   */
  constructor(
    private readonly repository: ContentRepository,
    private readonly clock: Clock,
    private readonly searchIndexCache?: Cache<ContentIndex>,
  ) {}

  list(kind: ContentKind, query: ContentListQuery): TE.TaskEither<AppError, ContentPageWire> {
    const { page, pageSize, offset } = pageOf(query);
    const filter: ContentFilter = {
      publishedBy: this.clock.now(),
      kinds: [kind],
      section: query.section,
      tagSlug: query.tag,
      topicSlug: query.topic,
      publishedFrom: query.year === undefined ? undefined : startOfYear(query.year),
      publishedBefore: query.year === undefined ? undefined : startOfYear(query.year + 1),
    };
    return pipe(
      fromRepository(() => this.repository.list(filter, { order: listOrderOf(kind), offset, limit: pageSize })),
      TE.map(pageWire(page, pageSize)),
    );
  }

  detail(kind: ContentKind, slug: string, section?: string): TE.TaskEither<AppError, ContentItemWire> {
    return pipe(
      fromRepository(() => this.repository.find(kind, slug, section, this.clock.now())),
      TE.chain((record) => (record === undefined ? TE.left(notFound(M.itemNotFound)) : TE.right(record))),
      TE.chain((record) =>
        record.kind === 'law'
          ? pipe(
              fromRepository(() => this.repository.lawNorms(record.id)),
              TE.map((norms) => itemWire(record, norms)),
            )
          : TE.right(itemWire(record)),
      ),
    );
  }

  tags(): TE.TaskEither<AppError, readonly ContentTagWire[]> {
    return pipe(
      fromRepository(() => this.repository.tags()),
      TE.map((tags) => tags.map(({ slug, name, count }) => ({ slug, name, count }))),
    );
  }

  tagArticles(tag: string, query: PageQuery): TE.TaskEither<AppError, ContentPageWire> {
    const { page, pageSize, offset } = pageOf(query);
    return pipe(
      fromRepository(() => this.repository.findTag(tag)),
      TE.chain((found) => (found === undefined ? TE.left(notFound(M.tagNotFound)) : TE.right(found))),
      TE.chain(() =>
        fromRepository(() =>
          this.repository.list(
            { publishedBy: this.clock.now(), kinds: TAG_ARTICLE_KINDS, tagSlug: tag },
            { order: 'newest', offset, limit: pageSize },
          ),
        ),
      ),
      TE.map(pageWire(page, pageSize)),
    );
  }

  topics(): TE.TaskEither<AppError, readonly TopicWire[]> {
    return pipe(
      fromRepository(() => this.repository.topics()),
      TE.map((topics) => topics.map(topicWire)),
    );
  }

  topic(slug: string): TE.TaskEither<AppError, TopicWire> {
    return pipe(
      fromRepository(() => this.repository.findTopic(slug)),
      TE.chain((topic) => (topic === undefined ? TE.left(notFound(M.topicNotFound)) : TE.right(topicWire(topic)))),
    );
  }

  topicItems(slug: string, query: PageQuery): TE.TaskEither<AppError, ContentPageWire> {
    const { page, pageSize, offset } = pageOf(query);
    return pipe(
      this.topic(slug),
      TE.chain(() =>
        fromRepository(() =>
          this.repository.list(
            { publishedBy: this.clock.now(), kinds: TOPIC_KINDS, topicSlug: slug },
            { order: 'newest', offset, limit: pageSize },
          ),
        ),
      ),
      TE.map(pageWire(page, pageSize)),
    );
  }

  search(query: ContentSearchQuery): TE.TaskEither<AppError, ContentPageWire> {
    const { page, pageSize, offset } = pageOf(query);
    return pipe(
      this.contentIndex(),
      TE.map((index) => {
        const found = searchIndex(index, query.q).filter(({ document }) => query.kind === undefined || document.kind === query.kind);
        return pageWire(page, pageSize)({ items: found.slice(offset, offset + pageSize).map(({ document }) => document), total: found.length });
      }),
    );
  }

  /** Every published item, indexed by the search engine the catalogue and the assistant use too. */
  private contentIndex(): TE.TaskEither<AppError, ContentIndex> {
    return () => {
      const cached = this.searchIndexCache?.get(CONTENT_INDEX_KEY);
      if (cached !== undefined) return Promise.resolve(E.right(cached));
      this.#building ??= this.repository
        .list({ publishedBy: this.clock.now(), kinds: CONTENT_KINDS }, { order: 'newest', offset: 0, limit: ALL_ITEMS })
        .then(({ items }) => {
          const index = buildContentIndex(items);
          this.searchIndexCache?.set(CONTENT_INDEX_KEY, index);
          return index;
        })
        .finally(() => {
          this.#building = undefined;
        });
      return this.#building.then(
        (index) => E.right(index),
        (cause: unknown) => E.left(unavailable(undefined, cause)),
      );
    };
  }

  latest(limit: number): TE.TaskEither<AppError, readonly ContentSummaryWire[]> {
    return pipe(
      fromRepository(() =>
        this.repository.list({ publishedBy: this.clock.now(), kinds: FEED_KINDS }, { order: 'newest', offset: 0, limit }),
      ),
      TE.map(({ items }) => items.map(summaryWire)),
    );
  }

  exportBatch(kind: ExportKind, after: number | null, limit: number): TE.TaskEither<AppError, ExportBatchWire> {
    const target: { readonly kind: ContentKind; readonly section?: string } = EXPORT_KINDS[kind];
    // One more than asked tells whether another batch follows, without an empty last call.
    return pipe(
      fromRepository(() => this.repository.exportBatch(target.kind, target.section, this.clock.now(), after ?? 0, limit + 1)),
      TE.map((records) => {
        const items = records.slice(0, limit).map((record) => itemWire(record));
        const last = items.at(-1);
        return { items, next: records.length > limit && last !== undefined ? last.id : null };
      }),
    );
  }

  async *exportObjects(kind: ExportKind): AsyncIterable<ContentItemWire> {
    let after: number | null = null;
    do {
      const batch = await this.exportBatch(kind, after, DEFAULT_EXPORT_BATCH)();
      if (E.isLeft(batch)) throw new ExportInterrupted(batch.left);
      yield* batch.right.items;
      after = batch.right.next;
    } while (after !== null);
  }

  importLexicon(entries: readonly LexiconEntryInput[]): TE.TaskEither<AppError, ImportReportWire> {
    const duplicates: Record<string, string> = {};
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = `${entry.section}/${entry.slug}`;
      if (seen.has(key)) duplicates[`${String(index)}.slug`] = M.duplicateEntry;
      seen.add(key);
    });
    const topicSlugs = [...new Set(entries.flatMap((entry) => (entry.topicSlug ? [entry.topicSlug] : [])))];
    const tagSlugs = [...new Set(entries.flatMap((entry) => entry.tags ?? []))];
    return pipe(
      fromRepository(() => Promise.all([this.repository.missingTopics(topicSlugs), this.repository.missingTags(tagSlugs)])),
      TE.chain(([missingTopics, missingTags]) => {
        const errors: Record<string, string> = { ...duplicates };
        entries.forEach((entry, index) => {
          if (entry.topicSlug && missingTopics.includes(entry.topicSlug)) errors[`${String(index)}.topicSlug`] = M.unknownTopic;
          const unknownTags = (entry.tags ?? []).filter((tag) => missingTags.includes(tag));
          if (unknownTags.length > 0) errors[`${String(index)}.tags`] = M.unknownTags(unknownTags);
        });
        return rejectIfAny(errors);
      }),
      TE.chain(() => fromRepository(() => this.repository.upsertItems(entries.map(lexiconDraft)))),
    );
  }

  importLaw(law: LawInput): TE.TaskEither<AppError, ImportReportWire> {
    const slug = slugOf(law.abbreviation);
    const topicSlug = law.topicSlug ?? null;
    return pipe(
      rejectIfAny(slug === '' ? { abbreviation: M.noLawSlug } : {}),
      TE.chain(() => fromRepository(() => this.repository.missingTopics(topicSlug === null ? [] : [topicSlug]))),
      TE.chain((missing) => rejectIfAny(missing.length > 0 ? { topicSlug: M.unknownTopic } : {})),
      TE.chain(() =>
        fromRepository(() =>
          this.repository.upsertLaw(
            {
              kind: 'law',
              section: NO_SECTION,
              slug,
              title: law.title,
              teaser: law.teaser?.trim() ?? '',
              body: [],
              author: null,
              publishedAt: null,
              topicSlug,
              tagSlugs: [],
              details: STORED_DETAILS.law.encode({ abbreviation: law.abbreviation }),
            },
            law.norms,
          ),
        ),
      ),
    );
  }
}

const rejectIfAny = (errors: FieldErrors): TE.TaskEither<AppError, void> =>
  Object.keys(errors).length > 0 ? TE.left(invalid(errors, M.importInvalid)) : TE.right(undefined);
