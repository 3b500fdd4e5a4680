import { Link, useLoaderData } from 'react-router';
import { FORM_XSRF_FIELD } from '../../../../application/http/page-form';
import { PRIVACY_PATHS } from '../../../../application/privacy/privacy.paths';
import { useService } from '../../../di/services-context';
import { FORM_TOKEN } from '../../../di/ui.tokens';
import * as formStyles from '../../../forms/forms.styles';
import { primaryButton } from '../../../theme/controls.styles';
import { SETTINGS_PATH } from '../portal.paths';
import type { DataExportPageData } from './data-export.loader';
import * as pageParts from '../../../theme/page.styles';

/**
 * The page the export mail links to: the button posts the token as a plain form (no router), so
 * the browser saves the ZIP the answer carries and stays on this page; a link that is used,
 * expired or another account's answers with its German message.
 */
export const DataExportPage = () => {
  const { token } = useLoaderData<DataExportPageData>();
  const formToken = useService(FORM_TOKEN).current();
  return (
    <section className={pageParts.page} aria-labelledby="datenauskunft-titel">
      <h1 id="datenauskunft-titel" className={pageParts.pageHeading}>
        Ihre Datenauskunft
      </h1>
      <div className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`}>
        <p>Ihre Daten liegen als ZIP-Datei bereit: eine Übersicht als PDF und je Art eine JSON-Datei. Der Link funktioniert einmal.</p>
        <form method="post" action={PRIVACY_PATHS.downloadExport} aria-labelledby="datenauskunft-titel">
          <input type="hidden" name={FORM_XSRF_FIELD} value={formToken} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={primaryButton}>
            ZIP-Datei herunterladen
          </button>
        </form>
        <p>
          <Link to={SETTINGS_PATH}>Zu den Einstellungen</Link>
        </p>
      </div>
    </section>
  );
};
