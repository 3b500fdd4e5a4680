/** What a PDF holds, as far as a look at its bytes tells without rendering it. */
export type PdfContent = 'text' | 'scanned' | 'empty';

export type PdfInspection =
  | { readonly ok: true; readonly version: string; readonly pages: number; readonly content: PdfContent }
  | { readonly ok: false; readonly problem: string };

/** Driven port: looks into the bytes of one PDF (at once, or through a cache of earlier looks). */
export interface PdfInspector {
  inspect(bytes: Uint8Array): PdfInspection | Promise<PdfInspection>;
}
