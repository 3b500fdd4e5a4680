import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import { blockLines } from '../content/content-blocks';
import type { ContentItemWire } from '../content/content.codecs';
import { GENERATED_FROM_CATALOGUE } from '../content/content-details.codecs';
import type { Content } from '../content/content.port';
import { cellText, isNumberColumn } from '../content/download-table';
import type { Cache } from '../cache/cache.port';
import { OFFICE_CONTENT_TYPE, type OfficeDocument, type OfficeRenderer } from './office-document';
import type { PrintBlock, PrintDocument } from './print-document';
import type { PdfRenderer } from './pdf-renderer';
import type { SeminarCatalogue } from './seminar-catalogue';

type Download = Extract<ContentItemWire, { kind: 'download' }>;

/** A download's file, ready to send: its bytes, its name and its media type. */
export interface DownloadFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export const DOWNLOAD_MESSAGES = {
  notFound: 'Diesen Download gibt es nicht.',
} as const;

const SUBTITLE = 'Download für Betriebsräte';

const printTable = (table: NonNullable<Download['details']['table']>): PrintBlock => ({
  type: 'table',
  columns: table.columns.map((header, index) => ({ header, width: 1 / table.columns.length, align: isNumberColumn(table, index) ? 'right' : 'left' })),
  rows: table.rows.map((row) => table.columns.map((_, index) => cellText(row[index]))),
});

/** The PDF of a download: its title, its description, its text and its table. */
const printDocument = (item: Download): PrintDocument => ({
  title: item.title,
  subtitle: SUBTITLE,
  blocks: [
    { type: 'paragraph', text: item.teaser, tone: 'strong' },
    ...item.body.map((block): PrintBlock => (block.type === 'heading' ? { type: 'heading', text: block.text } : { type: 'paragraph', text: blockLines(block).join('\n') })),
    ...(item.details.table === undefined ? [] : [printTable(item.details.table)]),
  ],
});

const officeDocument = (item: Download): OfficeDocument => ({
  title: item.title,
  subtitle: SUBTITLE,
  lead: item.teaser,
  body: item.body,
  table: item.details.table,
});

const rendered = (render: () => Promise<Uint8Array>): TE.TaskEither<AppError, Uint8Array> =>
  TE.tryCatch(render, (cause): AppError => unavailable(undefined, cause));

/**
 * GET /downloads/datei/{x}: a download's file. The demo data holds the downloads' text, not
 * files, so each file is written from the download's own record in its format: a PDF by the
 * site's PDF renderer, Word, Excel and PowerPoint files by the Office renderer. A download
 * generated from the seminar catalogue (details.generatedFrom) is the catalogue of the year.
 * Files are kept in `files` (a short time to live, cleared with the other caches under /cache),
 * so a burst of requests renders the catalogue once.
 */
export class DownloadFiles {
  constructor(
    private readonly content: Pick<Content, 'detail'>,
    private readonly pdf: PdfRenderer,
    private readonly office: OfficeRenderer,
    private readonly catalogue: SeminarCatalogue,
    private readonly files: Cache<DownloadFile>,
  ) {}

  file(slug: string): TE.TaskEither<AppError, DownloadFile> {
    const hit = this.files.get(slug);
    if (hit !== undefined) return TE.right(hit);
    return pipe(
      this.content.detail('download', slug),
      TE.chain((item) => (item.kind === 'download' ? TE.right(item) : TE.left(notFound(DOWNLOAD_MESSAGES.notFound)))),
      TE.chain((item) =>
        pipe(
          this.render(item),
          TE.map(({ contentType, content }) => ({ fileName: item.details.fileName, contentType, content })),
        ),
      ),
      TE.map((file) => {
        this.files.set(slug, file);
        return file;
      }),
    );
  }

  private render(item: Download): TE.TaskEither<AppError, { contentType: string; content: Uint8Array }> {
    const kind = item.details.fileKind;
    const pdf = (document: TE.TaskEither<AppError, PrintDocument>) =>
      pipe(
        document,
        TE.chain((printed) => rendered(() => this.pdf.render(printed))),
        TE.map((content) => ({ contentType: 'application/pdf', content })),
      );
    if (item.details.generatedFrom === GENERATED_FROM_CATALOGUE) {
      // The catalogue is a PDF whatever the record says: it has no Office form.
      return pdf(this.catalogue.document());
    }
    if (kind === 'pdf') return pdf(TE.right(printDocument(item)));
    return pipe(
      rendered(() => this.office.render(kind, officeDocument(item))),
      TE.map((content) => ({ contentType: OFFICE_CONTENT_TYPE[kind], content })),
    );
  }
}
