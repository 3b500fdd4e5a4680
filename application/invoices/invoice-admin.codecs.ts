import * as t from 'io-ts';
import { CentsCodec } from '../codecs/cents.codec';
import { PlainDateCodec } from '../codecs/instant.codec';
import { objectBody, text } from '../portal/request.codecs';

/**
 * The back office's invoice calls (site admins and API tokens: the CLI). Issuing, listing and
 * the files of every invoice; the paths shared by the server's routes and the HTTP client.
 */
export const INVOICE_ADMIN_PATHS = {
  invoices: '/manage/rechnungen',
  file: '/manage/rechnungen/:file',
} as const;

export const invoiceAdminFilePath = (number: string, format: 'pdf' | 'xml'): string => `/manage/rechnungen/${encodeURIComponent(number)}.${format}`;

/** POST /manage/rechnungen: the order's invoice now ("Rechnung jetzt erstellen", `ifb invoices create`). */
export const IssueInvoiceRequest = objectBody(t.exact(t.type({ orderNumber: text(40) })), 'IssueInvoiceRequest');
export type IssueInvoiceRequest = t.TypeOf<typeof IssueInvoiceRequest>;

/** What issuing did: the numbers written now, or the order's invoice that already existed. */
export const IssuedInvoicesWire = t.type({ issued: t.readonlyArray(t.string), existing: t.union([t.string, t.null]) }, 'IssuedInvoices');
export type IssuedInvoicesWire = t.TypeOf<typeof IssuedInvoicesWire>;

export const InvoiceSummaryWire = t.type(
  {
    number: t.string,
    kind: t.keyof({ invoice: null, 'credit-note': null, 'cancellation-fee': null }),
    orderNumber: t.string,
    issueDate: t.string,
    buyerName: t.string,
    grandTotal: CentsCodec,
    precedingNumber: t.union([t.string, t.null]),
  },
  'InvoiceSummary',
);
export type InvoiceSummaryWire = t.TypeOf<typeof InvoiceSummaryWire>;

/** The list's query: calendar days (Berlin), both optional. */
export const InvoiceListQuery = t.exact(t.partial({ since: PlainDateCodec, until: PlainDateCodec }), 'InvoiceListQuery');
export type InvoiceListQuery = t.TypeOf<typeof InvoiceListQuery>;

/** GET /manage/rechnungen?since=YYYY-MM-DD&until=YYYY-MM-DD: by number, oldest first; since and until by issue date, both days included. */
export const InvoiceListWire = t.type({ invoices: t.readonlyArray(InvoiceSummaryWire) }, 'InvoiceList');
export type InvoiceListWire = t.TypeOf<typeof InvoiceListWire>;
