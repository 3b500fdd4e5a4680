import type { Invoice } from '../../domain/invoice/invoice';

/** Driven port: writes an invoice as CII XML and as the Factur-X PDF that carries that XML. */
export interface InvoiceRenderer {
  xml(invoice: Invoice): string;
  pdf(invoice: Invoice, xml: string, issuedAt: Date): Promise<Uint8Array>;
}
