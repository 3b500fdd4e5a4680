import type { LoaderFunctionArgs } from 'react-router';
import type { PdfAnalysisWire } from '../../../application/admin/documents/pdf-analysis.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { ADMIN_AREA } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';

/**
 * JSON-safe: the report of `ifb manage pdf-analysis`, read through the same admin port, without
 * the server's folder: the page's data travels into the HTML, and where the server keeps the
 * files is the operators' business (the CLI names it), not the page's.
 */
export type PdfAnalysisPageData = Omit<PdfAnalysisWire, 'directory'>;

/** Only a site admin reaches this loader on the server: the admin area's guard answers everyone else first. */
export const pdfAnalysisLoader =
  (container: PageContainer) =>
  async (_args: LoaderFunctionArgs): Promise<PdfAnalysisPageData> => {
    const { directory: _directory, ...report } = await runTask(resolveService(container, ADMIN_AREA).pdfAnalysis());
    return report;
  };
