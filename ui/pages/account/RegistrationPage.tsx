import { useEffect } from 'react';
import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { UNUSED_REGISTRATION_EMAIL_KEY } from '../../../domain/login/email-availability-route';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { SelectField, TextField } from '../../forms/Field';
import { TermsConsentField } from '../cart/TermsConsentField';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { PasswordStrengthHint } from './PasswordStrengthHint';
import { REGISTRATION_FORM_TARGET, type RegistrationPageData } from './registration.loaders';
import * as styles from './registration.styles';
import { PASSWORD_HINT } from '../../../domain/validation/password-rule';
import * as pageParts from '../../theme/page.styles';

/** The fields the page shows; the server's messages for any other (a bad redirect) go on top. */
const SHOWN = ['salutation', 'firstname', 'lastname', 'company', 'street', 'streetNumber', 'postalCode', 'city', 'phone', 'email', 'password', 'consent'];

const EMAIL_INPUT_ID = 'registrierung-email';
const PASSWORD_INPUT_ID = 'registrierung-password';

/** With JavaScript the address the quick login card remembered fills an empty field (spec §3, §7). */
const useRememberedEmail = () => {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.sessionStorage.getItem(UNUSED_REGISTRATION_EMAIL_KEY);
    } catch {
      stored = null;
    }
    const input = document.getElementById(EMAIL_INPUT_ID);
    if (stored !== null && input instanceof HTMLInputElement && input.value === '') input.value = stored;
  }, []);
};

/**
 * /registrierung: the account's form with every §5 rule checked by the server (the messages
 * under the fields are its 400 answer), with and without JavaScript. Sent, the address still
 * has to be confirmed by the link in the mail.
 */
export const RegistrationPage = () => {
  const { email, redirect } = useLoaderData<RegistrationPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), REGISTRATION_FORM_TARGET);
  const sending = useNavigation().state === 'submitting';
  useRememberedEmail();
  const values: Readonly<Record<string, string>> = { salutation: SALUTATION_OPTIONS[0], email, ...outcome?.values };
  const errors = outcome?.errors ?? {};
  const field = (name: string) => ({ id: `registrierung-${name}`, name, defaultValue: values[name], error: errors[name] });
  const loginPath = redirect === null ? '/kundenportal/login' : `/kundenportal/login?redirect=${encodeURIComponent(redirect)}`;

  return (
    <section className={`${pageParts.page} ${styles.column}`} aria-labelledby="registrierung-titel">
      <h1 id="registrierung-titel" className={pageParts.pageHeading}>
        Registrieren bei meinifb
      </h1>
      <p className={pageParts.lead}>Mit einem Konto behalten Sie Ihre Seminare, Buchungen und Ihre Merkliste im Blick.</p>
      <div className={formStyles.card}>
        <PageForm outcome={outcome} aria-labelledby="registrierung-titel" className={pageParts.stack}>
          {redirect === null ? null : <input type="hidden" name="redirect" value={redirect} />}
          <FormMessage outcome={outcome} shown={SHOWN} />
          <fieldset className={`${formStyles.fieldGroup} ${styles.section}`}>
            <legend>Ihre Person</legend>
            <div className={formStyles.grid}>
              <div className={`${formStyles.wide} ${styles.narrow}`}>
                <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} />
              </div>
              <TextField {...field('firstname')} label="Vorname" autoComplete="given-name" />
              <TextField {...field('lastname')} label="Nachname" autoComplete="family-name" />
              <div className={formStyles.wide}>
                <TextField {...field('company')} label="Firma" hint="Ihr Arbeitgeber, z. B. Muster GmbH" autoComplete="organization" />
              </div>
            </div>
          </fieldset>
          <fieldset className={`${formStyles.fieldGroup} ${styles.section}`}>
            <legend>Anschrift und Telefon</legend>
            <div className={formStyles.grid}>
              <TextField {...field('street')} label="Straße" autoComplete="address-line1" />
              <TextField {...field('streetNumber')} label="Hausnummer" autoComplete="address-line2" maxLength={8} />
              <TextField {...field('postalCode')} label="Postleitzahl" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
              <TextField {...field('city')} label="Ort" autoComplete="address-level2" />
              <div className={formStyles.wide}>
                <TextField {...field('phone')} label="Telefon" type="tel" autoComplete="tel" hint="Zum Beispiel 040 123456-7 oder +49 40 123456" />
              </div>
            </div>
          </fieldset>
          <fieldset className={`${formStyles.fieldGroup} ${styles.section}`}>
            <legend>Zugangsdaten</legend>
            <TextField {...field('email')} id={EMAIL_INPUT_ID} label="E-Mail Adresse" type="email" autoComplete="email" />
            <div className={formStyles.field}>
              <TextField
                {...field('password')}
                id={PASSWORD_INPUT_ID}
                defaultValue=""
                label="Passwort"
                type="password"
                autoComplete="new-password"
                hint={PASSWORD_HINT}
              />
              <PasswordStrengthHint inputId={PASSWORD_INPUT_ID} />
            </div>
          </fieldset>
          <TermsConsentField id="registrierung-consent" name="consent" label="Einwilligung" error={errors.consent} checked={values.consent === 'on'} />
          <div className={styles.footer}>
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending ? 'Einen Moment...' : 'Konto anlegen'}
            </button>
            <p className={pageParts.smallPrint}>
              Sie haben schon ein Konto? <Link to={loginPath}>Anmelden</Link>
            </p>
          </div>
          <p className={pageParts.smallPrint}>Nach dem Absenden schicken wir Ihnen eine E-Mail mit einem Link, mit dem Sie Ihre Adresse bestätigen.</p>
        </PageForm>
      </div>
    </section>
  );
};
