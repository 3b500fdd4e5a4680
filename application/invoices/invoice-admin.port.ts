import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { InvoiceListQuery, InvoiceListWire, IssuedInvoicesWire } from './invoice-admin.codecs';

/** The back office's invoices as the CLI reaches them (adapters/http-client/admin-proxy). */
export interface InvoiceAdminApi {
  /** POST /manage/rechnungen */
  issueInvoice(orderNumber: string): TE.TaskEither<AppError, IssuedInvoicesWire>;
  /** GET /manage/rechnungen */
  invoices(query: InvoiceListQuery): TE.TaskEither<AppError, InvoiceListWire>;
  /** GET /manage/rechnungen/{number}.pdf|.xml: the stored bytes. */
  invoiceFile(number: string, format: 'pdf' | 'xml'): TE.TaskEither<AppError, Uint8Array>;
}
