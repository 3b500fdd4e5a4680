import { useActionData } from 'react-router';
import { ADMIN_PATHS, LEXICON_DOWNLOAD_PARAM } from '../../../application/admin/admin.paths';
import { FORM_XSRF_FIELD } from '../../../application/http/page-form';
import { useService } from '../../di/services-context';
import { FORM_TOKEN } from '../../di/ui.tokens';
import * as formStyles from '../../forms/forms.styles';
import * as styles from './admin.styles';
import { LEXICON_FILE_FIELD, type LexiconImportOutcome } from './lexicon-csv.action';
import * as pageParts from '../../theme/page.styles';

/**
 * /manage/lexikon-csv for site admins: upload a lexicon CSV (all or nothing, as `ifb manage
 * lexikon-csv import`) and see its line-numbered problems, or download the current lexicon.
 * A plain multipart post, so it works the same with and without JavaScript.
 */
export const LexiconCsvPage = () => {
  const outcome = useActionData<LexiconImportOutcome>();
  const token = useService(FORM_TOKEN).current();
  return (
    <section className={pageParts.page} aria-labelledby="lexicon-csv-heading">
      <h1 id="lexicon-csv-heading" className={pageParts.pageHeading}>
        Lexikon-Import (CSV)
      </h1>
      <p className={pageParts.lead}>
        Die Datei wird nur übernommen, wenn jede Zeile stimmt. Sonst ändert sich nichts, und Sie sehen jede fehlerhafte Zeile.
      </p>
      {outcome?.ok === true && (
        <p role="status" className={`${formStyles.noticeInfo} ${pageParts.narrow}`}>
          {outcome.message}
        </p>
      )}
      {outcome?.ok === false && (
        <div role="alert" className={formStyles.noticeError} aria-labelledby="lexicon-csv-problems">
          <h2 id="lexicon-csv-problems" className={styles.problemsHeading}>
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
      <form method="post" action={ADMIN_PATHS.lexiconCsv} encType="multipart/form-data" className={`${pageParts.stack} ${pageParts.narrow}`}>
        <input type="hidden" name={FORM_XSRF_FIELD} value={token} />
        <label htmlFor="lexicon-csv-file">CSV-Datei (UTF-8, mit Kopfzeile)</label>
        <input id="lexicon-csv-file" type="file" name={LEXICON_FILE_FIELD} accept=".csv,text/csv" required />
        <button type="submit" className={formStyles.secondaryButton}>
          Importieren
        </button>
      </form>
      <p className={pageParts.smallPrint}>
        <a href={`${ADMIN_PATHS.lexiconCsv}?${LEXICON_DOWNLOAD_PARAM}=1`} download="lexikon.csv">
          Aktuelles Lexikon als CSV herunterladen
        </a>
      </p>
    </section>
  );
};
