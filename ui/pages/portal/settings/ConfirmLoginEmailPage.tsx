import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, SESSION_EXPIRED_FORM, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import { SETTINGS_PATH } from '../portal.paths';
import { CONFIRM_LOGIN_EMAIL_TARGET, type ConfirmLoginEmailData } from './confirm-login-email.loader';
import * as pageParts from '../../../theme/page.styles';

/**
 * The page the link in the change-of-address mail opens: a button confirms (a POST), then the
 * account logs in with the new address. A link that is unknown, used or expired says what to do.
 */
export const ConfirmLoginEmailPage = () => {
  const page = useLoaderData<ConfirmLoginEmailData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), CONFIRM_LOGIN_EMAIL_TARGET);
  const sending = useNavigation().state === 'submitting';
  // An expired session of the form may simply be sent again; a bad link may not.
  const final = outcome !== undefined && outcome.message !== SESSION_EXPIRED_FORM;
  return (
    <section className={pageParts.page} aria-labelledby="anmelde-e-mail-titel">
      <h1 id="anmelde-e-mail-titel" className={pageParts.pageHeading}>
        Neue E-Mail-Adresse bestätigen
      </h1>
      <div className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`}>
        {page.done ? (
          <Notice tone="success">Ihre neue E-Mail-Adresse ist bestätigt. Bitte melden Sie sich ab jetzt mit dieser Adresse an.</Notice>
        ) : final ? (
          <Notice tone="error">{outcome.message}</Notice>
        ) : (
          <>
            <p>Ein Klick noch: Bestätigen Sie die neue Adresse, dann gilt sie für Ihre Anmeldung bei meinifb.</p>
            <PageForm outcome={outcome} aria-labelledby="anmelde-e-mail-titel">
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className={primaryButton} disabled={sending}>
                {sending ? 'Einen Moment...' : 'Neue E-Mail-Adresse bestätigen'}
              </button>
            </PageForm>
          </>
        )}
        {page.done || final ? (
          <p>
            <Link to={SETTINGS_PATH}>Zu den Einstellungen</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
};
