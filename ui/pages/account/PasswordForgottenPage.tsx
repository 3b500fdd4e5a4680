import { useActionData, useLoaderData, useNavigation } from 'react-router';
import { loginWithEmailPath, PASSWORD_FORGOTTEN_PAGE_PATH } from '../../../application/accounts/accounts.paths';
import { TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { FORGOTTEN_FORM_TARGET, type PasswordForgottenPageData } from './password-reset.loaders';
import * as accountStyles from './account.styles';
import * as styles from './registration.styles';
import * as pageParts from '../../theme/page.styles';

/** What the page answers once the link was asked for: the same words for every address (no account is given away). */
export const PASSWORD_RESET_SENT_TEXT =
  'Wenn ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt. Er ist 1 Stunde gültig.';

/**
 * /kundenportal/passwort-vergessen[?email=]: asks for the address and mails a link to set a new
 * password. A page form its action answers, with and without JavaScript.
 */
export const PasswordForgottenPage = () => {
  const { email, sent } = useLoaderData<PasswordForgottenPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), FORGOTTEN_FORM_TARGET);
  const sending = useNavigation().state === 'submitting';
  const typed = outcome?.values.email ?? email;
  const loginPath = typed === '' ? '/kundenportal/login' : loginWithEmailPath(typed);

  return (
    <section className={`${pageParts.page} ${accountStyles.column}`} aria-labelledby="passwort-vergessen-titel">
      <h1 id="passwort-vergessen-titel" className={pageParts.pageHeading}>
        Passwort vergessen?
      </h1>
      {sent && outcome === undefined ? (
        <div className={`${formStyles.card} ${pageParts.stack}`}>
          <Notice tone="success">{PASSWORD_RESET_SENT_TEXT}</Notice>
          <ol className={pageParts.stack}>
            <li>Öffnen Sie die E-Mail mit dem Betreff „Ihr neues Passwort für meinifb“.</li>
            <li>Klicken Sie auf den Link darin und wählen Sie ein neues Passwort.</li>
            <li>Melden Sie sich dann mit dem neuen Passwort an.</li>
          </ol>
          <p className={pageParts.smallPrint}>
            {'Keine E-Mail da? Bitte sehen Sie auch im Spam-Ordner nach, oder '}
            <a href={`${PASSWORD_FORGOTTEN_PAGE_PATH}?${new URLSearchParams({ email }).toString()}`}>fordern Sie einen neuen Link an</a>.
          </p>
          <p className={pageParts.smallPrint}>
            <a href={loginPath}>Zur Anmeldung</a>
          </p>
        </div>
      ) : (
        <>
          <p className={pageParts.lead}>Geben Sie die E-Mail-Adresse Ihres meinifb-Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</p>
          <div className={formStyles.card}>
            <PageForm outcome={outcome} aria-labelledby="passwort-vergessen-titel" className={pageParts.stack}>
              <FormMessage outcome={outcome} shown={['email']} />
              <TextField
                id="passwort-vergessen-email"
                name="email"
                label="E-Mail Adresse"
                type="email"
                autoComplete="email"
                defaultValue={typed}
                error={outcome?.errors.email}
              />
              <div className={styles.footer}>
                <button type="submit" className={primaryButton} disabled={sending}>
                  {sending ? 'Einen Moment...' : 'Link zum Zurücksetzen senden'}
                </button>
                <p className={pageParts.smallPrint}>
                  Doch wieder eingefallen? <a href={loginPath}>Zur Anmeldung</a>
                </p>
              </div>
            </PageForm>
          </div>
        </>
      )}
    </section>
  );
};
