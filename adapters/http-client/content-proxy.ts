import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { ContentKind, ExportKind } from '../../application/content/content-kind';
import {
  CONTENT_PATHS,
  contentDetailPath,
  contentListPath,
  exportBatchPath,
  tagArticlesPath,
  topicApiPath,
  topicItemsPath,
} from '../../application/content/content.paths';
import { ExportInterrupted, type Content } from '../../application/content/content.port';
import {
  ContentItemWire,
  ContentPageWire,
  ContentTagsWire,
  LatestWire,
  type ContentSummaryWire,
  ExportBatchWire,
  TopicWire,
  TopicsWire,
  type ContentTagWire,
} from '../../application/content/content.codecs';
import {
  ContentListQuery,
  ContentSearchQuery,
  DEFAULT_EXPORT_BATCH,
  PageQuery,
  type ContentListQuery as ListQuery,
  type ContentSearchQuery as SearchQuery,
  type PageQuery as Paging,
} from '../../application/content/content-query.codecs';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/**
 * The knowledge content over HTTP, for the browser and the CLI. An export is read batch by batch
 * over /api/content-export, so the CLI's memory stays flat however large it is.
 */
export class ContentProxy implements Content {
  constructor(private readonly transport: HttpTransport) {}

  list(kind: ContentKind, query: ListQuery): TE.TaskEither<AppError, ContentPageWire> {
    return callApi(this.transport, ContentPageWire)({ path: contentListPath(kind), query: ContentListQuery.encode(query) });
  }

  detail(kind: ContentKind, slug: string, section?: string): TE.TaskEither<AppError, ContentItemWire> {
    return callApi(this.transport, ContentItemWire)({ path: contentDetailPath(kind, slug), query: { section } });
  }

  tags(): TE.TaskEither<AppError, readonly ContentTagWire[]> {
    return callApi(this.transport, ContentTagsWire)({ path: CONTENT_PATHS.tags });
  }

  tagArticles(tag: string, query: Paging): TE.TaskEither<AppError, ContentPageWire> {
    return callApi(this.transport, ContentPageWire)({ path: tagArticlesPath(tag), query: PageQuery.encode(query) });
  }

  topics(): TE.TaskEither<AppError, readonly TopicWire[]> {
    return callApi(this.transport, TopicsWire)({ path: CONTENT_PATHS.topics });
  }

  topic(slug: string): TE.TaskEither<AppError, TopicWire> {
    return callApi(this.transport, TopicWire)({ path: topicApiPath(slug) });
  }

  topicItems(slug: string, query: Paging): TE.TaskEither<AppError, ContentPageWire> {
    return callApi(this.transport, ContentPageWire)({ path: topicItemsPath(slug), query: PageQuery.encode(query) });
  }

  search(query: SearchQuery): TE.TaskEither<AppError, ContentPageWire> {
    return callApi(this.transport, ContentPageWire)({ path: CONTENT_PATHS.search, query: ContentSearchQuery.encode(query) });
  }

  latest(limit: number): TE.TaskEither<AppError, readonly ContentSummaryWire[]> {
    return callApi(this.transport, LatestWire)({ path: CONTENT_PATHS.latest, query: { limit } });
  }

  exportBatch(kind: ExportKind, after: number | null, limit: number): TE.TaskEither<AppError, ExportBatchWire> {
    return callApi(this.transport, ExportBatchWire)({ path: exportBatchPath(kind), query: { after, limit } });
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
}
