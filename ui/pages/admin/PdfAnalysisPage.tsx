import { useLoaderData } from 'react-router';
import type { PdfDocumentReportWire } from '../../../application/admin/documents/pdf-analysis.codecs';
import * as tables from '../../theme/table.styles';
import type { PdfAnalysisPageData } from './pdf-analysis.loader';
import * as pageParts from '../../theme/page.styles';

const kilobytes = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

const CONTENT: Record<NonNullable<PdfDocumentReportWire['content']>, string> = {
  text: 'Text',
  scanned: 'nur Scan (ohne Text)',
  empty: 'leer',
};

const stateOf = (document: PdfDocumentReportWire): string =>
  document.status === 'broken' ? `beschädigt${document.problem === null ? '' : `: ${document.problem}`}` : CONTENT[document.content ?? 'empty'];

/** /manage/pdf-analysis for site admins: every PDF of the downloads folder, what it contains, and what is missing. */
export const PdfAnalysisPage = () => {
  const report = useLoaderData<PdfAnalysisPageData>();
  const { summary } = report;
  return (
    <section className={pageParts.page} aria-labelledby="pdf-analysis-heading">
      <h1 id="pdf-analysis-heading" className={pageParts.pageHeading}>
        PDF-Analyse
      </h1>
      <p className={pageParts.lead}>
        {/* Which folder on the server holds them is the operators' business (ifb manage pdf-analysis names it), not the page's. */}
        {summary.total} PDF-Dateien im Download-Bereich: {summary.text} mit Text, {summary.scanned} nur gescannt, {summary.empty} leer, {summary.broken} beschädigt.
      </p>
      {report.documents.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
        <div className={tables.tableScroll} role="region" aria-labelledby="pdf-caption" tabIndex={0}>
          <table className={tables.table}>
            <caption id="pdf-caption" className={pageParts.sectionHeading}>
              Dateien
            </caption>
            <thead>
              <tr>
                <th scope="col">Datei</th>
                <th scope="col">Größe</th>
                <th scope="col">Seiten</th>
                <th scope="col">Inhalt</th>
              </tr>
            </thead>
            <tbody>
              {report.documents.map((document) => (
                <tr key={document.file}>
                  <th scope="row">{document.file}</th>
                  <td>{kilobytes.format(document.sizeBytes / 1024)} KB</td>
                  <td>{document.pages ?? '–'}</td>
                  <td>{stateOf(document)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className={pageParts.sectionHeading}>Fehlende Dateien</h2>
      {report.missing.length === 0 ? (
        <p>Jede Datei der Download-Liste ist vorhanden.</p>
      ) : (
        <ul>
          {report.missing.map((file) => (
            <li key={file}>{file}</li>
          ))}
        </ul>
      )}
    </section>
  );
};
