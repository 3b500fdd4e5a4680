import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import { blockLines } from '../content/content-blocks';
import type { ContentItemWire } from '../content/content.codecs';
import type { Content } from '../content/content.port';
import { hasFile } from '../content/download-files';
import type { PrintDocument } from './print-document';
import type { PdfFile, PdfRenderer } from './pdf-renderer';

export const DOWNLOAD_MESSAGES = {
  noFile: 'Diese Datei steht noch nicht zum Download bereit.',
} as const;

/** The PDF of a download: its title, its description and its text, as the downloads page describes it. */
const downloadDocument = (item: ContentItemWire): PrintDocument => ({
  title: item.title,
  subtitle: 'Download für Betriebsräte',
  blocks: [
    { type: 'paragraph', text: item.teaser, tone: 'strong' },
    ...item.body.map((block) => (block.type === 'heading' ? { type: 'heading' as const, text: block.text } : { type: 'paragraph' as const, text: blockLines(block).join('\n') })),
  ],
});

/**
 * GET /downloads/datei/{x}: a download's file. The demo data holds no files, so a PDF download
 * is rendered from its own text by the site's PDF renderer under its file name; the other kinds
 * have nothing to deliver yet (download-files.ts) and answer a German 404.
 */
export class DownloadPdfs {
  constructor(
    private readonly content: Content,
    private readonly renderer: PdfRenderer,
  ) {}

  file(slug: string): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.content.detail('download', slug),
      TE.chain((item) => (item.kind === 'download' && hasFile(item.details) ? TE.right({ item, fileName: item.details.fileName }) : TE.left(notFound(DOWNLOAD_MESSAGES.noFile)))),
      TE.chain(({ item, fileName }) =>
        pipe(
          TE.tryCatch(
            () => this.renderer.render(downloadDocument(item)),
            (cause): AppError => unavailable(undefined, cause),
          ),
          TE.map((content) => ({ filename: fileName.replace(/[^A-Za-z0-9.-]+/g, '-'), content })),
        ),
      ),
    );
  }
}
