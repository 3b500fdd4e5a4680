import type { InvoiceRenderer } from '../../application/invoices/invoice-renderer';
import { ciiXml } from './cii-xml';
import { facturxPdf } from './facturx-pdf';

/** CII XML and the Factur-X PDF around it. */
export const EINVOICE_RENDERER: InvoiceRenderer = { xml: ciiXml, pdf: facturxPdf };
