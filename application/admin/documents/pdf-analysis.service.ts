import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../../domain/errors/app-error';
import type { ImportFolder } from '../images/image-import.ports';
import type { PdfAnalysisWire, PdfDocumentReportWire } from './pdf-analysis.codecs';
import type { PdfInspector } from './pdf-inspector';

/** The PDF files the downloads offer, by file name: where the report looks for missing ones. */
export type OfferedPdfs = () => AsyncIterable<string>;

/**
 * A report on the stored PDF documents (the server's documents folder): pages, size, whether
 * each has text or is a scan, which are broken, and which offered downloads have no file.
 */
export class PdfAnalysisService {
  constructor(
    private readonly folder: ImportFolder,
    private readonly inspector: PdfInspector,
    private readonly offered: OfferedPdfs,
    private readonly directory: string,
  ) {}

  analyse(): TE.TaskEither<AppError, PdfAnalysisWire> {
    return async () => {
      const files = ((await this.folder.list(this.directory)) ?? []).filter((file) => file.relativePath.toLowerCase().endsWith('.pdf'));
      const documents: PdfDocumentReportWire[] = [];
      for (const file of files) {
        const inspection = await this.inspector.inspect(await file.read());
        documents.push(
          inspection.ok
            ? { file: file.relativePath, sizeBytes: file.sizeBytes, status: 'ok', pages: inspection.pages, content: inspection.content, problem: null }
            : { file: file.relativePath, sizeBytes: file.sizeBytes, status: 'broken', pages: null, content: null, problem: inspection.problem },
        );
      }
      const present = new Set(files.map((file) => file.relativePath));
      const missing: string[] = [];
      for await (const name of this.offered()) if (!present.has(name) && !missing.includes(name)) missing.push(name);
      const count = (match: (document: PdfDocumentReportWire) => boolean) => documents.filter(match).length;
      return E.right({
        directory: this.directory,
        documents,
        summary: {
          total: documents.length,
          text: count((document) => document.content === 'text'),
          scanned: count((document) => document.content === 'scanned'),
          empty: count((document) => document.content === 'empty'),
          broken: count((document) => document.status === 'broken'),
        },
        missing: missing.sort(),
      });
    };
  }
}
