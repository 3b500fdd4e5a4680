import type { PrintDocument } from './print-document';

/** Driven port: lays a document out as an A4 PDF (pdfkit in adapters/pdf). */
export interface PdfRenderer {
  render(document: PrintDocument): Promise<Uint8Array>;
}

/** A rendered document ready to be sent: the bytes and the file name a browser or mail shows. */
export interface PdfFile {
  readonly filename: string;
  readonly content: Uint8Array;
}
