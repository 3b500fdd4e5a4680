import { Link, useLoaderData } from 'react-router';
import { Notice } from '../../forms/Notice';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import type { SignupThanksData } from './conference-booking.loaders';
import * as pageParts from '../../theme/page.styles';
import { bookingPagePath, conferencePath } from './conference.paths';

/** After the sign-up: thanks, what happens next, and the way to a binding booking. */
export const ConferenceSignupThanksPage = () => {
  const { conference } = useLoaderData<SignupThanksData>();
  return (
    <div className={pageParts.page}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Fachtagungen' }, { label: 'Anmeldung' }]} />
      <h1 className={pageParts.pageHeading}>Vielen Dank für Ihre Anmeldung</h1>
      <Notice tone="success">
        {conference === null ? 'Ihre Anmeldung ist bei uns eingegangen.' : `Ihre Anmeldung zur Fachtagung „${conference.title}“ ist bei uns eingegangen.`}{' '}
        Wir melden uns mit allen Einzelheiten zur Fachtagung bei Ihnen; eine Bestätigung erhalten Sie per E-Mail.
      </Notice>
      {conference === null ? (
        <div className={formStyles.actions}>
          <Link to="/seminare" className={primaryButton}>
            Zu den Seminaren
          </Link>
        </div>
      ) : (
        <div className={formStyles.actions}>
          <Link to={bookingPagePath(conference.url)} className={primaryButton}>
            Jetzt verbindlich buchen
          </Link>
          <Link to={conferencePath(conference.url)} className={formStyles.secondaryButton}>
            Zurück zur Fachtagung
          </Link>
        </div>
      )}
    </div>
  );
};
