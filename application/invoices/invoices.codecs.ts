import * as t from 'io-ts';
import { CentsCodec } from '../codecs/cents.codec';

/** One issued document in the customer's list, with the links to its PDF and its XML. */
export const CustomerInvoiceWire = t.type(
  {
    number: t.string,
    /** 'Rechnung', 'Rechnungskorrektur (Gutschrift)', 'Rechnung über Stornogebühren'. */
    title: t.string,
    kind: t.keyof({ invoice: null, 'credit-note': null, 'cancellation-fee': null }),
    orderNumber: t.string,
    /** ISO yyyy-mm-dd. */
    issueDate: t.string,
    /** Gross amount in cents (the grand total; a credit note's is what it credits). */
    grandTotal: CentsCodec,
    precedingNumber: t.union([t.string, t.null]),
    pdfUrl: t.string,
    xmlUrl: t.string,
  },
  'CustomerInvoice',
);
export type CustomerInvoiceWire = t.TypeOf<typeof CustomerInvoiceWire>;

/** GET /api-meinifb/rechnungen: the caller's invoices (and their Gremium's, for its admin), newest first. */
export const CustomerInvoicesWire = t.type({ invoices: t.readonlyArray(CustomerInvoiceWire) }, 'CustomerInvoices');
export type CustomerInvoicesWire = t.TypeOf<typeof CustomerInvoicesWire>;
