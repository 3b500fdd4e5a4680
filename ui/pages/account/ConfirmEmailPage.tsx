import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, SESSION_EXPIRED_FORM, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { CONFIRM_FORM_TARGET, type ConfirmPageData } from './registration.loaders';
import * as styles from './registration.styles';
import * as pageParts from '../../theme/page.styles';

/**
 * The page the mail's link opens. Opening it changes nothing (mail scanners open links); the
 * button confirms. A link that is unknown, used or expired answers with what to do instead.
 */
export const ConfirmEmailPage = () => {
  const { token } = useLoaderData<ConfirmPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), CONFIRM_FORM_TARGET);
  const sending = useNavigation().state === 'submitting';
  // A refused token of the form (an expired session) may simply be sent again; a bad link may not.
  const final = outcome !== undefined && outcome.message !== SESSION_EXPIRED_FORM;

  return (
    <section className={`${pageParts.page} ${styles.column}`} aria-labelledby="bestaetigen-titel">
      <h1 id="bestaetigen-titel" className={pageParts.pageHeading}>
        E-Mail-Adresse bestätigen
      </h1>
      <div className={`${formStyles.card} ${pageParts.stack}`}>
        {!final ? (
          <p className={pageParts.lead}>Ein Klick noch: Bestätigen Sie Ihre E-Mail-Adresse, dann ist Ihr Konto freigeschaltet und Sie sind angemeldet.</p>
        ) : (
          <>
            <Notice tone="error">{outcome.message}</Notice>
            <p className={pageParts.smallPrint}>
              <Link to="/kundenportal/login">Zur Anmeldung</Link>
              {' · '}
              <Link to="/meinifb">Zu meinifb</Link>
            </p>
          </>
        )}
        {!final ? (
          <PageForm outcome={outcome} aria-labelledby="bestaetigen-titel">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending ? 'Einen Moment...' : 'E-Mail-Adresse bestätigen'}
            </button>
          </PageForm>
        ) : null}
      </div>
    </section>
  );
};
