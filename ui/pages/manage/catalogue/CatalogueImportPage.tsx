import { Link, useActionData } from 'react-router';
import type { ChangeReportWire } from '../../../../application/catalogue-admin/catalogue-admin.codecs';
import { SEMINAR_PAGES } from '../../../../application/catalogue-admin/seminar-admin.paths';
import { AUDIT_DETAIL_LABELS } from '../../../../application/audit/audit-log';
import { FORM_XSRF_FIELD } from '../../../../application/http/page-form';
import { useService } from '../../../di/services-context';
import { FORM_TOKEN } from '../../../di/ui.tokens';
import { Notice } from '../../../forms/Notice';
import * as cards from '../../../theme/card.styles';
import * as controls from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import * as tables from '../../../theme/table.styles';
import { IMPORT_FIELDS, IMPORT_INTENTS, type CatalogueImportOutcome } from './catalogue-import.action';

const countsText = (report: ChangeReportWire): string =>
  `${String(report.created)} neue, ${String(report.updated)} geänderte, ${String(report.unchanged)} unveränderte Termine`;

const changeText = (field: string, change: { readonly before: string; readonly after: string }): string =>
  `${AUDIT_DETAIL_LABELS[field] ?? field}: ${change.before === '' ? '–' : change.before} → ${change.after === '' ? '–' : change.after}`;

const Preview = ({ report }: { readonly report: ChangeReportWire }) =>
  report.changes.length === 0 ? null : (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
    <div className={tables.tableScroll} role="region" aria-labelledby="import-caption" tabIndex={0}>
      <table className={tables.table}>
        <caption id="import-caption">Änderungen je Zeile</caption>
        <thead>
          <tr>
            <th scope="col">Zeile</th>
            <th scope="col">Termin</th>
            <th scope="col">Geänderte Felder</th>
          </tr>
        </thead>
        <tbody>
          {report.changes.map((change) => (
            <tr key={change.line}>
              <td className={tables.numeric}>{change.line}</td>
              <td>{`${change.eventId === null ? 'neu' : `Nr. ${String(change.eventId)}`} (${change.themeSlug})`}</td>
              <td>
                <ul>
                  {Object.entries(change.fields).map(([field, value]) => (
                    <li key={field}>{changeText(field, value)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

/**
 * /manage/seminare/import for staff: a catalogue CSV (as `ifb catalog export` writes it, or
 * German Excel) is checked first and its changes shown; only the confirmation imports it, all or
 * nothing. Plain multipart posts, so it works the same with and without JavaScript.
 */
export const CatalogueImportPage = () => {
  const outcome = useActionData<CatalogueImportOutcome>();
  const token = useService(FORM_TOKEN).current();
  return (
    <section className={page.page} aria-labelledby="import-heading">
      <p>
        <Link to={SEMINAR_PAGES.list}>Alle Seminare</Link>
      </p>
      <h1 id="import-heading" className={page.pageHeading}>
        Katalog-Import (CSV)
      </h1>
      <p className={page.lead}>
        Eine Zeile je Termin: mit eventId ändert sie den Termin, ohne legt sie einen neuen Termin des Seminars (themeSlug) an. Sie sehen zuerst, was sich ändern würde; erst Ihre Bestätigung übernimmt die Datei, ganz oder gar nicht.
      </p>
      {outcome?.kind === 'refused' && (
        <div role="alert" className={cards.card} aria-labelledby="import-problems">
          <h2 id="import-problems" className={page.sectionHeading}>
            {outcome.message}
          </h2>
          {outcome.problems.length > 0 && (
            <ul>
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {outcome?.kind === 'done' && <Notice tone="success">{`Import abgeschlossen: ${countsText(outcome.report)}.`}</Notice>}
      {outcome?.kind === 'preview' && (
        <section className={cards.card} aria-labelledby="import-preview">
          <h2 id="import-preview" className={page.sectionHeading}>
            Vorschau
          </h2>
          <p role="status">{`Die Datei ist in Ordnung: ${countsText(outcome.report)}. Noch wurde nichts geändert.`}</p>
          <Preview report={outcome.report} />
          {outcome.report.created + outcome.report.updated > 0 && (
            <form method="post" action={SEMINAR_PAGES.import} encType="multipart/form-data">
              <input type="hidden" name={FORM_XSRF_FIELD} value={token} />
              <input type="hidden" name={IMPORT_FIELDS.intent} value={IMPORT_INTENTS.confirm} />
              <input type="hidden" name={IMPORT_FIELDS.csv} value={outcome.csv} />
              <button type="submit" className={controls.primaryButton}>
                Import bestätigen
              </button>
            </form>
          )}
        </section>
      )}
      <form method="post" action={SEMINAR_PAGES.import} encType="multipart/form-data" className={`${cards.card} ${page.narrow}`} aria-labelledby="import-upload">
        <h2 id="import-upload" className={page.sectionHeading}>
          Datei prüfen
        </h2>
        <input type="hidden" name={FORM_XSRF_FIELD} value={token} />
        <input type="hidden" name={IMPORT_FIELDS.intent} value={IMPORT_INTENTS.preview} />
        <label htmlFor="import-datei">CSV-Datei (UTF-8 oder Windows-1252, Trennzeichen , oder ;)</label>
        <input id="import-datei" type="file" name={IMPORT_FIELDS.file} accept=".csv,text/csv" required />
        <div>
          <button type="submit" className={controls.primaryButton}>
            Datei prüfen
          </button>
        </div>
      </form>
    </section>
  );
};
