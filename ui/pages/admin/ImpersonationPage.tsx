import { Form, useActionData, useLoaderData } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { TextField } from '../../forms/Field';
import { Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import * as tables from '../../theme/table.styles';
import { IMPERSONATION_TARGET, type ImpersonationPageData } from './impersonation.loader';
import * as pageParts from '../../theme/page.styles';

/**
 * Kontoübernahme: a site admin finds an account by its login address and views the site as
 * that person; every start and end is listed below (who, whom, when). Works without JavaScript.
 */
export const ImpersonationPage = () => {
  const page = useLoaderData<ImpersonationPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), IMPERSONATION_TARGET);
  return (
    <section className={pageParts.page} aria-labelledby="kontouebernahme-titel">
      <h1 id="kontouebernahme-titel" className={pageParts.pageHeading}>
        Kontoübernahme
      </h1>
      <p className={pageParts.smallPrint}>Sehen Sie die Website so, wie eine Kundin oder ein Kunde sie sieht. Beginn und Ende werden protokolliert.</p>
      {outcome?.message === undefined ? null : <Notice tone="error">{outcome.message}</Notice>}
      <Form method="get" action={ADMIN_PATHS.impersonation} className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} role="search" aria-label="Benutzerkonto suchen">
        <TextField id="kontouebernahme-email" name="email" label="E-Mail-Adresse des Kontos" type="email" autoComplete="off" defaultValue={page.email} />
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton}>
            Konto suchen
          </button>
        </div>
      </Form>
      {page.email === '' ? null : page.found === null ? (
        <Notice tone="info">Zu {page.email} gibt es kein Benutzerkonto.</Notice>
      ) : (
        <div className={`${formStyles.card} ${formStyles.noticeInfo} ${pageParts.narrow}`}>
          <p>
            <strong>{page.found.name}</strong> ({page.found.email})
          </p>
          {page.found.impersonable ? (
            <PageForm aria-label={`Als ${page.found.name} ansehen`}>
              <input type="hidden" name="intent" value="start" />
              <input type="hidden" name="userId" value={page.found.userId} />
              <button type="submit" className={primaryButton}>
                Website als {page.found.name} ansehen
              </button>
            </PageForm>
          ) : (
            <p>Das Konto eines Administrators kann nicht übernommen werden.</p>
          )}
        </div>
      )}
      <h2 className={pageParts.sectionHeading}>Protokoll</h2>
      {page.log.length === 0 ? (
        <p>Bisher hat niemand ein Konto übernommen.</p>
      ) : (
        <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col">Zeitpunkt</th>
                <th scope="col">Vorgang</th>
                <th scope="col">Administrator</th>
                <th scope="col">Konto</th>
              </tr>
            </thead>
            <tbody>
              {page.log.map((row, index) => (
                <tr key={index}>
                  <td>{row.at}</td>
                  <td>{row.action}</td>
                  <td>{row.admin}</td>
                  <td>{row.user}</td>
                </tr>
              ))}
            </tbody>
        </table>
      )}
    </section>
  );
};
