import * as A from 'fp-ts/Array';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AppError } from '../../domain/errors/app-error';
import { GENERATED_FROM_CATALOGUE } from './content-details.codecs';
import type { ContentItemWire, ContentPageWire, ContentSummaryWire } from './content.codecs';
import { ExportInterrupted, type Content } from './content.port';

/** How big a download's file is as the site writes it now (the file is kept a while, so asking is cheap). */
export type DownloadFileSize = (slug: string) => TE.TaskEither<AppError, number>;

const isGenerated = (item: ContentSummaryWire): boolean => item.kind === 'download' && item.details.generatedFrom === GENERATED_FROM_CATALOGUE;

/**
 * The content as it is read, with the size of a generated download's file (the seminar catalogue,
 * which grows and shrinks with the catalogue) measured from the file itself: the card says what
 * the visitor then gets. The other downloads' files are written from their stored text, whose
 * stated size a test holds to the file.
 */
export class DownloadSizes implements Content {
  constructor(
    private readonly inner: Content,
    private readonly sizeOf: DownloadFileSize,
  ) {}

  private sized<I extends ContentSummaryWire>(item: I): TE.TaskEither<AppError, I> {
    if (!isGenerated(item) || item.kind !== 'download') return TE.right(item);
    const { details } = item;
    return pipe(
      this.sizeOf(item.slug),
      TE.map((sizeBytes) => ({ ...item, details: { ...details, sizeBytes } })),
    );
  }

  private sizedAll<I extends ContentSummaryWire>(items: readonly I[]): TE.TaskEither<AppError, I[]> {
    return pipe([...items], A.traverse(TE.ApplicativeSeq)((item) => this.sized(item)));
  }

  private sizedPage(page: TE.TaskEither<AppError, ContentPageWire>): TE.TaskEither<AppError, ContentPageWire> {
    return pipe(
      page,
      TE.chain((found) => pipe(this.sizedAll(found.items), TE.map((items) => ({ ...found, items })))),
    );
  }

  readonly list: Content['list'] = (kind, query) => this.sizedPage(this.inner.list(kind, query));
  readonly detail: Content['detail'] = (kind, slug, section) => pipe(this.inner.detail(kind, slug, section), TE.chain((item) => this.sized(item)));
  readonly tags: Content['tags'] = () => this.inner.tags();
  readonly tagArticles: Content['tagArticles'] = (tag, query) => this.sizedPage(this.inner.tagArticles(tag, query));
  readonly topics: Content['topics'] = () => this.inner.topics();
  readonly topic: Content['topic'] = (slug) => this.inner.topic(slug);
  readonly topicItems: Content['topicItems'] = (slug, query) => this.sizedPage(this.inner.topicItems(slug, query));
  readonly search: Content['search'] = (query) => this.sizedPage(this.inner.search(query));
  readonly latest: Content['latest'] = (limit) => pipe(this.inner.latest(limit), TE.chain((items) => this.sizedAll(items)));
  readonly exportBatch: Content['exportBatch'] = (kind, after, limit) =>
    pipe(
      this.inner.exportBatch(kind, after, limit),
      TE.chain((batch) => pipe(this.sizedAll(batch.items), TE.map((items) => ({ ...batch, items })))),
    );

  exportObjects(kind: Parameters<Content['exportObjects']>[0]): AsyncIterable<ContentItemWire> {
    const inner = this.inner.exportObjects(kind);
    const sized = (item: ContentItemWire) => this.sized(item);
    return {
      async *[Symbol.asyncIterator]() {
        for await (const item of inner) {
          const result = await sized(item)();
          // As the inner export does when a read fails: the export stops, saying why.
          if (result._tag === 'Left') throw new ExportInterrupted(result.left);
          yield result.right;
        }
      },
    };
  }
}
