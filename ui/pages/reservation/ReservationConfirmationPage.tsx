import { Link, useLoaderData } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { unbookedSeatsFreed } from '../../../domain/cart/order-wording';
import { Notice } from '../../forms/Notice';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import * as pageParts from '../../theme/page.styles';
import * as styles from '../cart/cart.styles';
import { steps } from '../../theme/outcome-list.styles';
import type { ReservationConfirmationData } from './reservation.loaders';

/** After /reservierung: the held seats and until when, what happens next. */
export const ReservationConfirmationPage = () => {
  const { reservation, date } = useLoaderData<ReservationConfirmationData>();
  const until = reservation.reservedUntil === undefined ? null : Temporal.Instant.from(reservation.reservedUntil);
  const seats = reservation.seats === 1 ? '1 Platz' : `${String(reservation.seats)} Plätze`;
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Ihre Reservierung</h1>
      <Notice tone="success">
        {until === null
          ? `${seats} für Sie vorgemerkt. Reservierungsnummer: ${reservation.orderNumber}`
          : `${seats} reserviert bis ${formatDate(until)}, ${formatTime(until)} Uhr. Reservierungsnummer: ${reservation.orderNumber}`}
      </Notice>
      <section className={formStyles.card} aria-labelledby="reservierter-termin">
        <h2 id="reservierter-termin" className={styles.itemTitle}>
          <Link to={date.seminarPath}>{date.title}</Link>
        </h2>
        <p className={styles.meta}>
          <strong>{date.when}</strong>
          <span>{date.where}</span>
        </p>
        <p>{reservation.message}</p>
        <ol className={steps}>
          <li>Sie erhalten eine Bestätigung per E-Mail.</li>
          <li>Kurz vor Ablauf der Frist erinnern wir Sie.</li>
          <li>{`Bis zur Frist wandeln Sie die Reservierung im Kundenportal in eine Buchung um; ${unbookedSeatsFreed(reservation.seats)}.`}</li>
        </ol>
      </section>
      <div className={formStyles.actions}>
        <Link to="/meinifb" className={primaryButton}>
          Zum Kundenportal
        </Link>
        <Link to="/seminare" className={formStyles.secondaryButton}>
          Weitere Seminare finden
        </Link>
      </div>
    </div>
  );
};
