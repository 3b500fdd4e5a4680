import { Link } from 'react-router';
import { PRIVACY_MESSAGES } from '../../../../application/privacy/messages';
import { Notice } from '../../../forms/Notice';
import * as formStyles from '../../../forms/forms.styles';
import * as styles from '../portal.styles';

/** Where "Konto löschen" ends: the visitor is logged out, the confirmation mail is on its way. */
export const AccountDeletedPage = () => (
  <section className={styles.page} aria-labelledby="konto-geloescht-titel">
    <h1 id="konto-geloescht-titel" className={styles.heading}>
      Konto gelöscht
    </h1>
    <div className={`${formStyles.card} ${styles.form}`}>
      <Notice tone="success">{PRIVACY_MESSAGES.accountDeleted}</Notice>
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </div>
  </section>
);
