import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import { blockLines } from '../content/content-blocks';
import type { ContentItemWire } from '../content/content.codecs';
import type { Content } from '../content/content.port';
import { cellText, isNumberColumn } from '../content/download-table';
import { OFFICE_CONTENT_TYPE, type OfficeDocument, type OfficeRenderer } from './office-document';
import type { PrintBlock, PrintDocument } from './print-document';
import type { PdfRenderer } from './pdf-renderer';

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

/**
 * GET /downloads/datei/{x}: a download's file. The demo data holds the downloads' text, not
 * files, so each file is written from the download's own record in its format: a PDF by the
 * site's PDF renderer, Word, Excel and PowerPoint files by the Office renderer.
 */
export class DownloadFiles {
  constructor(
    private readonly content: Pick<Content, 'detail'>,
    private readonly pdf: PdfRenderer,
    private readonly office: OfficeRenderer,
  ) {}

  file(slug: string): TE.TaskEither<AppError, DownloadFile> {
    return pipe(
      this.content.detail('download', slug),
      TE.chain((item) => (item.kind === 'download' ? TE.right(item) : TE.left(notFound(DOWNLOAD_MESSAGES.notFound)))),
      TE.chain((item) =>
        pipe(
          TE.tryCatch(
            () => this.render(item),
            (cause): AppError => unavailable(undefined, cause),
          ),
          TE.map(({ contentType, content }) => ({ fileName: item.details.fileName, contentType, content })),
        ),
      ),
    );
  }

  private async render(item: Download): Promise<{ contentType: string; content: Uint8Array }> {
    const kind = item.details.fileKind;
    if (kind === 'pdf') return { contentType: 'application/pdf', content: await this.pdf.render(printDocument(item)) };
    return { contentType: OFFICE_CONTENT_TYPE[kind], content: await this.office.render(kind, officeDocument(item)) };
  }
}
