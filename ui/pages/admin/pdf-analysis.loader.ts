import type { LoaderFunctionArgs } from 'react-router';
import type { PdfAnalysisWire } from '../../../application/admin/documents/pdf-analysis.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { ADMIN_AREA } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';

/** JSON-safe: the report of `ifb manage pdf-analysis`, read through the same admin port. */
export type PdfAnalysisPageData = PdfAnalysisWire;

/** Only a site admin reaches this loader on the server: the admin area's guard answers everyone else first. */
export const pdfAnalysisLoader =
  (container: PageContainer) =>
  (_args: LoaderFunctionArgs): Promise<PdfAnalysisPageData> =>
    runTask(resolveService(container, ADMIN_AREA).pdfAnalysis());
