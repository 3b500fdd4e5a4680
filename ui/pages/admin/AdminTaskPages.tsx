import type { ReactNode } from 'react';
import { useActionData } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { FORM_XSRF_FIELD } from '../../../application/http/page-form';
import { useService } from '../../di/services-context';
import { FORM_TOKEN } from '../../di/ui.tokens';
import { IMAGES_DIRECTORY_FIELD, LEGISLATION_FILE_FIELD, type AdminTaskOutcome } from './admin-tasks.actions';
import * as formStyles from '../../forms/forms.styles';
import * as styles from './admin.styles';
import * as pageParts from '../../theme/page.styles';

interface AdminTaskProps {
  readonly id: string;
  readonly title: string;
  readonly lead: string;
  readonly action: string;
  readonly submit: string;
  readonly file?: boolean;
  readonly children?: ReactNode;
}

/**
 * One task of the admin area as a page: a plain form post (multipart when it carries a file)
 * to the task's path, whose action runs the same admin port as the CLI and reports back here.
 */
const AdminTask = ({ id, title, lead, action, submit, file = false, children }: AdminTaskProps) => {
  const outcome = useActionData<AdminTaskOutcome>();
  const token = useService(FORM_TOKEN).current();
  return (
    <section className={pageParts.page} aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className={pageParts.pageHeading}>
        {title}
      </h1>
      <p className={pageParts.lead}>{lead}</p>
      {outcome !== undefined && (
        <div role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? formStyles.noticeSuccess : formStyles.noticeError}>
          <p className={styles.problemsHeading}>{outcome.message}</p>
          {outcome.details.length > 0 && (
            <ul>
              {outcome.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form method="post" action={action} encType={file ? 'multipart/form-data' : undefined} className={`${pageParts.stack} ${pageParts.narrow}`}>
        <input type="hidden" name={FORM_XSRF_FIELD} value={token} />
        {children}
        <button type="submit" className={formStyles.secondaryButton}>
          {submit}
        </button>
      </form>
    </section>
  );
};

/** /manage/legislation: a law as XML of gesetze-im-internet.de, as `ifb manage legislation`. */
export const LegislationPage = () => (
  <AdminTask
    id="legislation"
    title="Gesetz importieren (XML)"
    lead="Ein Gesetz im XML-Format von gesetze-im-internet.de wird mit allen Normen angelegt oder ersetzt – ganz oder gar nicht."
    action={ADMIN_PATHS.legislation}
    submit="Importieren"
    file
  >
    <label htmlFor="legislation-file">XML-Datei</label>
    <input id="legislation-file" type="file" name={LEGISLATION_FILE_FIELD} accept=".xml,application/xml,text/xml" required />
  </AdminTask>
);

/** /manage/import-images: pictures from a folder on the server, as `ifb manage import-images`. */
export const ImportImagesPage = () => (
  <AdminTask
    id="import-images"
    title="Bilder importieren"
    lead="Bilder aus einem Ordner auf dem Server den Seminaren und Hotels zuordnen, deren Pfad sie nennen."
    action={ADMIN_PATHS.importImages}
    submit="Bilder importieren"
  >
    <label htmlFor="import-images-directory">Ordner auf dem Server (absoluter Pfad)</label>
    <input id="import-images-directory" type="text" name={IMAGES_DIRECTORY_FIELD} required autoComplete="off" />
  </AdminTask>
);

/** /manage/clear-local-data: this instance's caches and temporary files, as `ifb manage clear-local-data`. */
export const ClearLocalDataPage = () => (
  <AdminTask
    id="clear-local-data"
    title="Lokale Daten leeren"
    lead="Leert die Caches und temporären Dateien dieser einen Instanz. Die Datenbank bleibt unberührt; für alle Instanzen nutzen Sie die Cache-Seite."
    action={ADMIN_PATHS.clearLocalData}
    submit="Lokale Daten leeren"
  />
);
