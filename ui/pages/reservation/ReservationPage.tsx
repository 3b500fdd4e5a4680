import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import type { FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from '../cart/cart.styles';
import { actionLink } from '../../theme/action-link.styles';
import type { ReservationPageData } from './reservation.loaders';
import { waitlistJoinPath } from './reservation.paths';
import { SEAT_FIELDS } from './seat-request-form';
import { SeatRequestFields } from './SeatRequestFields';

const Explanation = () => (
  <p className={pageParts.lead}>
    Mit einer Reservierung halten wir Plätze eines Seminartermins 14 Tage lang unverbindlich und kostenfrei für Sie frei, höchstens bis zum
    Seminarbeginn. So kann Ihr Gremium in Ruhe beschließen, wer teilnimmt. Bis zur Frist wandeln Sie die Reservierung im Kundenportal in
    eine Buchung um; danach verfällt sie von selbst.
  </p>
);

/** /reservierung (spec §2): seats of one date held without booking, with the deadline in the confirmation. */
export const ReservationPage = () => {
  const page = useLoaderData<ReservationPageData>();
  const outcome = useActionData<FormOutcome>();
  const sending = useNavigation().state === 'submitting';
  if (page.kind === 'about') {
    return (
      <div className={pageParts.page}>
        <h1 className={pageParts.pageHeading}>Plätze reservieren</h1>
        <Explanation />
        <p>Wählen Sie dazu einen Termin: Auf jeder Seminarseite führt „Unverbindlich reservieren“ hierher.</p>
        <Link to="/seminare/veranstaltungen" className={primaryButton}>
          Zu allen Seminarterminen
        </Link>
      </div>
    );
  }
  const { date } = page;
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Plätze reservieren</h1>
      <Explanation />
      <div className={columnParts.pageColumns}>
        <section className={formStyles.card} aria-labelledby="reservierung-titel">
          <h2 id="reservierung-titel" className={styles.sectionTitle}>
            Ihre Angaben
          </h2>
          <PageForm outcome={outcome} aria-labelledby="reservierung-titel">
            <div className={columnParts.mainColumn}>
              <FormMessage outcome={outcome} shown={SEAT_FIELDS} />
              <SeatRequestFields idPrefix="reservierung" outcome={outcome} />
              <p className={pageParts.smallPrint}>
                Ist der Termin schon ausgebucht, setzen wir Sie auf die Warteliste und nennen Ihnen Ihren Platz darauf.
              </p>
              <div className={formStyles.actions}>
                <button type="submit" className={primaryButton} disabled={sending}>
                  {sending ? 'Wird reserviert …' : 'Unverbindlich reservieren'}
                </button>
              </div>
            </div>
          </PageForm>
        </section>
        <aside className={`${formStyles.card} ${summaryParts.summaryAside}`} aria-labelledby="termin-titel">
          <h2 id="termin-titel" className={styles.sectionTitle}>
            Ihr Termin
          </h2>
          <p className={styles.participantLines}>
            <Link to={date.seminarPath}>{date.title}</Link>
          </p>
          <p className={styles.participantLines}>{date.when}</p>
          <p className={styles.participantLines}>{date.where}</p>
          <Notice tone="info">Die Reservierung ist kostenfrei. Erst eine Buchung ist verbindlich.</Notice>
          <Link to={waitlistJoinPath(date.eventId)} className={actionLink}>
            Termin ausgebucht? Auf die Warteliste
          </Link>
        </aside>
      </div>
    </div>
  );
};
