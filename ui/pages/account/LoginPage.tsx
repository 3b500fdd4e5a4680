import { useActionData, useLoaderData } from 'react-router';
import { passwordForgottenPath, REGISTRATION_CHECK_MAIL_PATH } from '../../../application/accounts/accounts.paths';
import { registrationRouteFor } from '../../../domain/login/email-availability-route';
import { TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { QuickLoginCard } from '../../header/popups/QuickLoginCard';
import { LOGIN_FIELDS, LOGIN_TARGET, type LoginPageData } from './account.loaders';
import * as styles from './account.styles';
import { primaryButton } from '../../theme/controls.styles';
import * as pageParts from '../../theme/page.styles';
import * as cardParts from '../../theme/card.styles';

/**
 * The login page the quick login card leads to: the e-mail is already known from the path, so
 * only the password is asked. A page form the route's action answers (also without JavaScript):
 * after login the visitor goes to the redirect (or the stored target) with a fresh page load, so
 * the header greets them from the server's state.
 */
export const LoginPage = () => {
  const { email, known, redirect, passwordChanged, emailProblem } = useLoaderData<LoginPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), LOGIN_TARGET);

  if (email === null) {
    return (
      <section className={`${pageParts.page} ${styles.column}`} aria-labelledby="anmelden-titel">
        <h1 id="anmelden-titel" className={pageParts.pageHeading}>
          Anmelden bei meinifb
        </h1>
        <p className={pageParts.lead}>Geben Sie Ihre E-Mail-Adresse ein: Wir führen Sie zur Anmeldung oder zur Registrierung.</p>
        {emailProblem === undefined ? null : <Notice tone="error">{emailProblem}</Notice>}
        <div className={cardParts.card}>
          <QuickLoginCard cardStyle="navigation-bar" rounded redirect={redirect ?? undefined} />
        </div>
      </section>
    );
  }

  return (
    <section className={`${pageParts.page} ${styles.column}`} aria-labelledby="anmelden-titel">
      <h1 id="anmelden-titel" className={pageParts.pageHeading}>
        Anmelden bei meinifb
      </h1>
      <PageForm className={cardParts.card} outcome={outcome} aria-labelledby="anmelden-titel">
        <p className={styles.emailLine}>
          <span>E-Mail Adresse</span>
          <strong>{email}</strong>
          <a href={redirect === null ? '/kundenportal/login' : `/kundenportal/login?redirect=${encodeURIComponent(redirect)}`}>andere Adresse</a>
        </p>
        {passwordChanged && outcome === undefined ? (
          <Notice tone="success">Ihr neues Passwort ist gespeichert, und Sie wurden auf allen Geräten abgemeldet. Bitte melden Sie sich jetzt mit dem neuen Passwort an.</Notice>
        ) : null}
        {known ? null : (
          <p className={pageParts.smallPrint}>
            Zu dieser Adresse gibt es noch kein Konto. <a href={registrationRouteFor(email, redirect ?? undefined)}>Jetzt registrieren</a>
          </p>
        )}
        <FormMessage outcome={outcome} shown={LOGIN_FIELDS} />
        {/* A password is never sent back into the page: the field starts empty after a refusal. */}
        <TextField id="anmelden-password" name="password" label="Passwort" type="password" autoComplete="current-password" error={outcome?.errors.password} />
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton}>
            Anmelden
          </button>
        </div>
        {/* Below the button, so Tab leads from the password to 'Anmelden' first; shown after a wrong password too, with the address filled in. */}
        <p className={pageParts.smallPrint}>
          <a href={passwordForgottenPath(email)}>Passwort vergessen?</a>
        </p>
      </PageForm>
      {outcome?.kind === 'Conflict' ? (
        // The password was right but the address is not confirmed yet (409): a new link, also without JavaScript.
        <PageForm action={REGISTRATION_CHECK_MAIL_PATH} className={formStyles.actions} aria-label="Bestätigungs-Mail erneut senden">
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={formStyles.secondaryButton}>
            Bestätigungs-Mail erneut senden
          </button>
        </PageForm>
      ) : null}
    </section>
  );
};
