import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { unavailable, type AppError } from '../../domain/errors/app-error';
import type { Content } from '../content/content.port';
import { newsDocument } from './layouts/news.layout';
import type { PdfFile, PdfRenderer } from './pdf-renderer';

/** A news item as PDF (/news/pdf/{x}); an unknown slug is the content's German "not found". */
export class NewsPdfs {
  constructor(
    private readonly content: Content,
    private readonly renderer: PdfRenderer,
  ) {}

  pdf(slug: string): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.content.detail('news', slug),
      TE.chain((item) =>
        pipe(
          TE.tryCatch(
            () => this.renderer.render(newsDocument(item)),
            (cause): AppError => unavailable(undefined, cause),
          ),
          TE.map((content) => ({ filename: `News-${item.slug.replace(/[^A-Za-z0-9.-]+/g, '-')}.pdf`, content })),
        ),
      ),
    );
  }
}
