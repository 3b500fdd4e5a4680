import * as t from 'io-ts';

export const PdfDocumentReportWire = t.readonly(
  t.type({
    file: t.string,
    sizeBytes: t.number,
    status: t.keyof({ ok: null, broken: null }),
    pages: t.union([t.number, t.null]),
    /** text: has a text layer; scanned: only images; empty: neither. */
    content: t.union([t.keyof({ text: null, scanned: null, empty: null }), t.null]),
    problem: t.union([t.string, t.null]),
  }),
  'PdfDocumentReportWire',
);
export type PdfDocumentReportWire = t.TypeOf<typeof PdfDocumentReportWire>;

/** GET /manage/pdf-analysis */
export const PdfAnalysisWire = t.readonly(
  t.type({
    directory: t.string,
    documents: t.readonlyArray(PdfDocumentReportWire),
    summary: t.type({ total: t.number, text: t.number, scanned: t.number, empty: t.number, broken: t.number }),
    /** PDFs the downloads list offers that are not in the folder. */
    missing: t.readonlyArray(t.string),
  }),
  'PdfAnalysisWire',
);
export type PdfAnalysisWire = t.TypeOf<typeof PdfAnalysisWire>;
