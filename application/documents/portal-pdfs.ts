import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { unavailable, type AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { ForRequest, PortalDocuments } from '../portal/portal.port';
import { gremiumOverviewDocument, noticeDocument } from './layouts/portal.layout';
import type { PdfFile, PdfRenderer } from './pdf-renderer';
import type { PrintDocument } from './print-document';

/**
 * The portal's two PDFs (notice-pdf/{id}, Gremium overview): the portal decides what the caller
 * may see and gathers the data; this only lays it out and renders it.
 */
export class PortalPdfs {
  constructor(
    private readonly portal: () => ForRequest<PortalDocuments>,
    private readonly renderer: PdfRenderer,
  ) {}

  notice(context: RequestContext, eventId: number): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.portal().forRequest(context).notice(eventId),
      TE.chain((data) => this.render(`Teilnahmeinformation-${String(data.event.eventId)}.pdf`, noticeDocument(data))),
    );
  }

  gremiumOverview(context: RequestContext): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.portal().forRequest(context).gremiumOverview(),
      TE.chain((data) => this.render(`Gremiumsuebersicht-${String(data.gremium.gremiumId)}.pdf`, gremiumOverviewDocument(data))),
    );
  }

  private render(filename: string, document: PrintDocument): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      TE.tryCatch(() => this.renderer.render(document), (cause) => unavailable(undefined, cause)),
      TE.map((content) => ({ filename, content })),
    );
  }
}
