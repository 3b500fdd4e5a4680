import { CONSULTATION_PAGE } from '../../../application/consultation/consultation.paths';
import { PROVIDER } from '../../../domain/site/provider';
import { actionLink } from '../../theme/action-link.styles';
import { primaryButton } from '../../theme/controls.styles';
import { factList } from '../../theme/fact-list.styles';
import { boxHeading } from '../../theme/page.styles';
import * as styles from './popups.styles';
import { CONTACT_PAGE_PATH } from '../../../application/forms/contact.paths';

/** Service contact (main site only): how to reach the seminar service, and the contact page. */
export const ServicePopup = ({ headingId }: { readonly headingId: string }) => (
  <div className={styles.body}>
    <h2 id={headingId} className={boxHeading}>
      Wir beraten Sie gern
    </h2>
    {/* 300 px wide: each label above its value (a fact list), a long e-mail address wraps. */}
    <dl className={factList}>
      <dt>Telefon</dt>
      <dd>
        <a href={PROVIDER.phoneHref}>{PROVIDER.phone}</a>
      </dd>
      <dt>E-Mail</dt>
      <dd>
        <a href={`mailto:${PROVIDER.email}`}>{PROVIDER.email}</a>
      </dd>
      <dt>Erreichbar</dt>
      <dd>{PROVIDER.serviceHours}</dd>
    </dl>
    <a className={`${primaryButton} ${styles.primaryLink}`} href={CONSULTATION_PAGE}>
      Beratungstermin vereinbaren
    </a>
    <a className={`${actionLink} ${styles.secondaryLink}`} href={CONTACT_PAGE_PATH}>
      Zum Kontaktformular
    </a>
  </div>
);
