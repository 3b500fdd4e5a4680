import { Link, useActionData, useNavigation } from 'react-router';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from '../cart/cart.styles';
import type { SeatDate } from '../reservation/seat-date';
import { SEAT_FIELDS } from '../reservation/seat-request-form';
import { SeatRequestFields } from '../reservation/SeatRequestFields';
import { JOIN_TARGET } from './waitlist-join';

/** /warteliste?termin=…: a place in the queue of a full date for one or more seats. */
export const WaitlistJoin = ({ date }: { readonly date: SeatDate }) => {
  const outcome = outcomeFor(useActionData<FormOutcome>(), JOIN_TARGET);
  const sending = useNavigation().state === 'submitting';
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Auf die Warteliste</h1>
      <p className={pageParts.lead}>
        Wird ein Platz frei, bieten wir ihn der Reihe nach an: Sie erhalten eine E-Mail und können ihn innerhalb der genannten Frist
        verbindlich übernehmen. Der Eintrag ist unverbindlich und kostenfrei.
      </p>
      <div className={columnParts.pageColumns}>
        <section className={formStyles.card} aria-labelledby="warteliste-formular">
          <h2 id="warteliste-formular" className={styles.sectionTitle}>
            Ihre Angaben
          </h2>
          <PageForm outcome={outcome} aria-labelledby="warteliste-formular">
            <div className={columnParts.mainColumn}>
              <FormMessage outcome={outcome} shown={SEAT_FIELDS} />
              <SeatRequestFields idPrefix="warteliste" outcome={outcome} />
              <div className={formStyles.actions}>
                <button type="submit" name="intent" value="join" className={primaryButton} disabled={sending}>
                  {sending ? 'Wird eingetragen …' : 'Auf die Warteliste setzen'}
                </button>
              </div>
            </div>
          </PageForm>
        </section>
        <aside className={`${formStyles.card} ${summaryParts.summaryAside}`} aria-labelledby="warteliste-termin">
          <h2 id="warteliste-termin" className={styles.sectionTitle}>
            Ihr Termin
          </h2>
          <p className={styles.participantLines}>
            <Link to={date.seminarPath}>{date.title}</Link>
          </p>
          <p className={styles.participantLines}>{date.when}</p>
          <p className={styles.participantLines}>{date.where}</p>
        </aside>
      </div>
    </div>
  );
};
