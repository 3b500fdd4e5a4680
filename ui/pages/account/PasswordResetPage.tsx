import { useActionData, useLoaderData, useNavigation } from 'react-router';
import { passwordForgottenPath } from '../../../application/accounts/accounts.paths';
import { TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import { RESET_FORM_TARGET, type PasswordResetPageData } from './password-reset.loaders';
import * as accountStyles from './account.styles';
import * as styles from './registration.styles';
import { PASSWORD_HINT } from '../../../domain/validation/password-rule';
import * as pageParts from '../../theme/page.styles';

const PASSWORD_INPUT_ID = 'passwort-neu-password';
const SHOWN = ['password', 'passwordRepeat'];

/** The answer says the link itself does not work (unknown, used, expired, none): the form would not help. */
const linkRefusedBy = (outcome: FormOutcome | undefined): string | undefined =>
  outcome === undefined
    ? undefined
    : outcome.kind === 'NotFound' || outcome.kind === 'Conflict'
      ? outcome.message
      : outcome.errors.token;

/** Why the link does not work, and the way to a new one. */
const RefusedLink = ({ message }: { readonly message: string | undefined }) => (
  <div className={`${formStyles.card} ${pageParts.stack}`}>
    <Notice tone="error">{message}</Notice>
    <p className={pageParts.smallPrint}>
      <a href={passwordForgottenPath()}>Neuen Link anfordern</a>
      {' · '}
      <a href="/kundenportal/login">Zur Anmeldung</a>
    </p>
  </div>
);

/**
 * The page the mail's link opens (/kundenportal/passwort-zuruecksetzen?token=…): the new
 * password twice, with the registration's rules and hint. Opening it changes nothing; the post
 * sets the password, logs the account out everywhere and leads to the login.
 */
export const PasswordResetPage = () => {
  const page = useLoaderData<PasswordResetPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), RESET_FORM_TARGET);
  const sending = useNavigation().state === 'submitting';
  const refusal = page.state === 'refused' ? page.message : linkRefusedBy(outcome);

  return (
    <section className={`${pageParts.page} ${accountStyles.column}`} aria-labelledby="passwort-neu-titel">
      <h1 id="passwort-neu-titel" className={pageParts.pageHeading}>
        Neues Passwort festlegen
      </h1>
      {page.state === 'refused' || refusal !== undefined ? (
        <RefusedLink message={refusal} />
      ) : (
        <>
          <p className={pageParts.lead}>
            {'Für Ihr meinifb-Konto '}
            <strong>{page.email}</strong>
            {'. Danach melden Sie sich mit dem neuen Passwort an; auf allen anderen Geräten werden Sie abgemeldet.'}
          </p>
          <div className={formStyles.card}>
            <PageForm outcome={outcome} aria-labelledby="passwort-neu-titel" className={pageParts.stack}>
              <FormMessage outcome={outcome} shown={SHOWN} />
              <input type="hidden" name="token" value={page.token} />
              {/* For password managers: the account the new password belongs to. */}
              <input type="email" name="username" value={page.email} autoComplete="username" readOnly hidden />
              <div className={formStyles.field}>
                <TextField
                  id={PASSWORD_INPUT_ID}
                  name="password"
                  defaultValue=""
                  label="Neues Passwort"
                  type="password"
                  autoComplete="new-password"
                  hint={PASSWORD_HINT}
                  error={outcome?.errors.password}
                />
                <PasswordStrengthHint inputId={PASSWORD_INPUT_ID} />
              </div>
              <TextField
                id="passwort-neu-passwordRepeat"
                name="passwordRepeat"
                defaultValue=""
                label="Neues Passwort wiederholen"
                type="password"
                autoComplete="new-password"
                error={outcome?.errors.passwordRepeat}
              />
              <div className={styles.footer}>
                <button type="submit" className={primaryButton} disabled={sending}>
                  {sending ? 'Einen Moment...' : 'Passwort speichern'}
                </button>
              </div>
            </PageForm>
          </div>
        </>
      )}
    </section>
  );
};
