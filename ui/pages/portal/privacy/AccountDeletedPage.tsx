import { Link } from 'react-router';
import { PRIVACY_MESSAGES } from '../../../../application/privacy/messages';
import { Notice } from '../../../forms/Notice';
import * as formStyles from '../../../forms/forms.styles';
import * as pageParts from '../../../theme/page.styles';

/** Where "Konto löschen" ends: the visitor is logged out, the confirmation mail is on its way. */
export const AccountDeletedPage = () => (
  <section className={pageParts.page} aria-labelledby="konto-geloescht-titel">
    <h1 id="konto-geloescht-titel" className={pageParts.pageHeading}>
      Konto gelöscht
    </h1>
    <div className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`}>
      <Notice tone="success">{PRIVACY_MESSAGES.accountDeleted}</Notice>
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </div>
  </section>
);
