import { parseInvoiceNumber } from '../../domain/invoice/invoice-number';

/**
 * Where a customer finds their invoices: the JSON list of the portal, and each document's PDF
 * and XML as plain links with the session cookie (a visitor is sent to the login and comes back).
 */
export const CUSTOMER_INVOICES_API_PATH = '/api-meinifb/rechnungen';
export const INVOICE_FILE_PATH = '/meinifb/rechnungen/:file';

export type InvoiceFileFormat = 'pdf' | 'xml';

export const invoiceFilePath = (number: string, format: InvoiceFileFormat): string => `/meinifb/rechnungen/${encodeURIComponent(number)}.${format}`;

/** "RE-2026-000001.pdf" → its number and format; anything else is no invoice file. */
export const invoiceFileOf = (file: string): { readonly number: string; readonly format: InvoiceFileFormat } | undefined => {
  const dot = file.lastIndexOf('.');
  const number = file.slice(0, dot);
  const extension = file.slice(dot + 1);
  if (dot < 0 || parseInvoiceNumber(number) === undefined || (extension !== 'pdf' && extension !== 'xml')) return undefined;
  return { number, format: extension };
};
