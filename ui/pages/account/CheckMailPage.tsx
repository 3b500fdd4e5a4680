import { useEffect } from 'react';
import { useActionData, useLoaderData, useNavigation } from 'react-router';
import { UNUSED_REGISTRATION_EMAIL_KEY } from '../../../domain/login/email-availability-route';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { RESEND_FORM_TARGET, type CheckMailPageData } from './registration.loaders';
import * as styles from './registration.styles';
import * as pageParts from '../../theme/page.styles';

/** After the registration: the address to look in, what to do, and a new mail if none came. */
export const CheckMailPage = () => {
  const { email, resent } = useLoaderData<CheckMailPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), RESEND_FORM_TARGET);
  const sending = useNavigation().state === 'submitting';

  // Registered: the quick login card's remembered address has done its job.
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(UNUSED_REGISTRATION_EMAIL_KEY);
    } catch {
      // Nothing to clean up without storage.
    }
  }, []);

  return (
    <section className={`${pageParts.page} ${styles.column}`} aria-labelledby="e-mail-pruefen-titel">
      <h1 id="e-mail-pruefen-titel" className={pageParts.pageHeading}>
        Bitte bestätigen Sie Ihre E-Mail-Adresse
      </h1>
      <div className={`${formStyles.card} ${pageParts.stack}`}>
        {resent ? <Notice tone="success">Wir haben Ihnen eine neue E-Mail mit einem neuen Link geschickt.</Notice> : null}
        <p className={pageParts.lead}>
          {'Wir haben eine E-Mail an '}
          <strong>{email === '' ? 'Ihre Adresse' : email}</strong>
          {' geschickt.'}
        </p>
        <ol className={pageParts.stack}>
          <li>Öffnen Sie die E-Mail mit dem Betreff „Bitte bestätigen Sie Ihre E-Mail-Adresse“.</li>
          <li>Klicken Sie auf den Link darin und dann auf „E-Mail-Adresse bestätigen“.</li>
          <li>Sie sind dann angemeldet und kehren zu der Seite zurück, von der Sie kamen.</li>
        </ol>
        <p className={pageParts.smallPrint}>Der Link ist 48 Stunden gültig. Keine E-Mail da? Bitte sehen Sie auch im Spam-Ordner nach.</p>
        {email === '' ? null : (
          <PageForm outcome={outcome} aria-label="Bestätigungs-Mail erneut senden">
            <FormMessage outcome={outcome} shown={[]} />
            <input type="hidden" name="email" value={email} />
            <button type="submit" className={formStyles.secondaryButton} disabled={sending}>
              Bestätigungs-Mail erneut senden
            </button>
          </PageForm>
        )}
      </div>
    </section>
  );
};
