import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { ContentKind, ExportKind } from './content-kind';
import type {
  ContentItemWire,
  ContentPageWire,
  ContentSummaryWire,
  ContentTagWire,
  ExportBatchWire,
  TopicWire,
} from './content.codecs';
import type { ImportReportWire, LawInput, LexiconEntryInput } from './content-import.codecs';
import type { ContentListQuery, ContentSearchQuery, PageQuery } from './content-query.codecs';

/**
 * The knowledge content of the works-council site as pages, the CLI and other services read it.
 * The server binds the in-process service; the browser and the CLI bind the HTTP proxy
 * (adapters/http-client/content-proxy).
 */
export interface Content {
  /** GET /api/content/{kind}: one page of a kind, newest first (dated kinds) or A–Z. */
  list(kind: ContentKind, query: ContentListQuery): TE.TaskEither<AppError, ContentPageWire>;
  /** GET /api/content/{kind}/{slug}?section=: one item with body (a law with its norms). */
  detail(kind: ContentKind, slug: string, section?: string): TE.TaskEither<AppError, ContentItemWire>;
  /** GET /api/get-content-tags: the tags in use, with their counts. */
  tags(): TE.TaskEither<AppError, readonly ContentTagWire[]>;
  /** GET /tag/{tag}/load-articles: Fachartikel, news and interviews with the tag, newest first. */
  tagArticles(tag: string, query: PageQuery): TE.TaskEither<AppError, ContentPageWire>;
  /** GET /api/content-topics */
  topics(): TE.TaskEither<AppError, readonly TopicWire[]>;
  /** GET /api/content-topics/{slug} */
  topic(slug: string): TE.TaskEither<AppError, TopicWire>;
  /** GET /api/content-topics/{slug}/items: all content of the topic, newest first. */
  topicItems(slug: string, query: PageQuery): TE.TaskEither<AppError, ContentPageWire>;
  /** GET /api/content-search?q=: German full text search, best match first. */
  search(query: ContentSearchQuery): TE.TaskEither<AppError, ContentPageWire>;
  /** GET /api/content-latest?limit=: the newest news and Fachartikel together (the RSS feed), newest first. */
  latest(limit: number): TE.TaskEither<AppError, readonly ContentSummaryWire[]>;
  /** GET /api/content-export/{kind}?after=&limit=: one batch of an export, by keyset. */
  exportBatch(kind: ExportKind, after: number | null, limit: number): TE.TaskEither<AppError, ExportBatchWire>;
  /**
   * Every published object of an export (spec §2, /obj-export/*): what the site shows, nothing
   * scheduled for later. Each exactly once, in a stable order
   * (ascending id), read batch by batch: memory stays flat however many there are. A failure while
   * reading ends the iteration by throwing an ExportInterrupted carrying the AppError.
   */
  exportObjects(kind: ExportKind): AsyncIterable<ContentItemWire>;
}

/** Thrown from an export's iteration when a batch cannot be read. */
export class ExportInterrupted extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
    this.name = 'ExportInterrupted';
  }
}

/** Writes of the admin area (/manage/lexikon-csv, /manage/legislation); each call is one transaction. */
export interface ContentImports {
  /** Creates or replaces entries by (section, slug). All or nothing. */
  importLexicon(entries: readonly LexiconEntryInput[]): TE.TaskEither<AppError, ImportReportWire>;
  /** Creates or replaces a law by its abbreviation, norms included. All or nothing. */
  importLaw(law: LawInput): TE.TaskEither<AppError, ImportReportWire>;
}
