import { Link, useLoaderData } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { dateTimeRangeText } from '../../../domain/calendar/calendar';
import { participantStateText } from '../../../domain/cart/participant-state-text';
import { cents, formatEuro } from '../../../domain/money/money';
import { Notice } from '../../forms/Notice';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import type { BookingConfirmationData } from './conference-booking.loaders';
import { IncludedGroupDiscount } from '../../commerce/TotalsLines';
import { checkoutPdfPath, eventCalendarPath } from '../cart/cart.paths';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from './conference-booking.styles';
import * as outcomeParts from '../../theme/outcome-list.styles';
import { noWrap } from '../../theme/text.styles';
import { conferencePath } from './conference.paths';

const nameOf = (person: { readonly salutation: string; readonly firstname: string; readonly lastname: string }): string =>
  [person.salutation === 'Keine Angabe' ? '' : person.salutation, person.firstname, person.lastname].filter(Boolean).join(' ');

/** After the booking: its number, per participant booked or waiting (at which place), the prices and what happens next. */
export const ConferenceBookingConfirmationPage = () => {
  const { booking, conference } = useLoaderData<BookingConfirmationData>();
  const waiting = booking.status === 'waitlisted';
  // Each participant as they stand; an answer stored before participants had a status speaks for the whole booking.
  const outcomeOf = (participant: (typeof booking.participants)[number]): { readonly text: string; readonly waits: boolean } => {
    const status = participant.status ?? booking.status;
    const position = participant.status === undefined ? booking.position : participant.waitlistPosition;
    if (status === 'waitlisted') return { text: `auf der Warteliste${position === undefined ? '' : `, Platz ${String(position)}`}`, waits: true };
    return { text: participantStateText({ status, reservedUntil: null, waitlistPosition: null }), waits: false };
  };
  // The calendar entry is for whoever has a seat; only waiting participants have no date yet.
  const seated = booking.participants.some((participant) => !outcomeOf(participant).waits);
  const start = Temporal.Instant.from(conference.startDate);
  const end = Temporal.Instant.from(conference.endDate);
  return (
    <div className={pageParts.page}>
      <Breadcrumbs
        trail={[{ label: 'Startseite', to: '/' }, { label: 'Fachtagungen' }, { label: conference.title, to: conferencePath(conference.url) }, { label: 'Buchungsbestätigung' }]}
      />
      <div className={pageParts.stack}>
        <h1 className={pageParts.pageHeading}>{waiting ? 'Ihre Buchung steht auf der Warteliste' : 'Vielen Dank für Ihre Buchung'}</h1>
        <Notice tone="success">
          {'Ihre Buchungsnummer: '}
          <strong className={noWrap}>{booking.orderNumber}</strong>
        </Notice>
        <Notice tone={waiting ? 'info' : 'success'}>{booking.message}</Notice>
      </div>
      <div className={columnParts.pageColumns}>
        <section className={`${formStyles.card} ${pageParts.stack}`} aria-labelledby="gebucht-titel">
          <h2 id="gebucht-titel" className={pageParts.sectionHeading}>
            {conference.title}
          </h2>
          <p className={pageParts.smallPrint}>{`${dateTimeRangeText(start, end)} · ${conference.venue.name}, ${conference.venue.city}`}</p>
          <ul className={outcomeParts.outcomes}>
            {booking.participants.map((participant) => {
              const outcome = outcomeOf(participant);
              return (
              <li key={participant.position} className={`${outcomeParts.outcome} ${styles.outcomeRow} ${outcome.waits ? outcomeParts.outcomeWaiting : ''}`}>
                <p>
                  <strong>{`${nameOf(participant)}: ${outcome.text}`}</strong>
                </p>
                <p className={styles.price}>{formatEuro(cents(participant.price))}</p>
              </li>
              );
            })}
          </ul>
          <dl className={`${summaryParts.totals} ${summaryParts.totalsRuled}`}>
            <dt className={summaryParts.grandTotal}>Gesamtsumme</dt>
            <dd className={summaryParts.grandTotal}>{formatEuro(cents(booking.total))}</dd>
            <IncludedGroupDiscount amount={booking.groupDiscount} />
          </dl>
          <p className={pageParts.smallPrint}>Alle Preise zzgl. MwSt.</p>
        </section>
        <aside className={`${formStyles.card} ${summaryParts.summaryAside}`} aria-labelledby="weiter-titel">
          <h2 id="weiter-titel" className={pageParts.sectionHeading}>
            Wie es weitergeht
          </h2>
          {waiting ? (
            <ol className={outcomeParts.steps}>
              <li>Wird ein Platz frei, melden wir uns per E-Mail bei Ihnen.</li>
              <li>Erst dann wird die Buchung verbindlich; vorher erhalten Sie keine Rechnung.</li>
              <li>Ihre Buchungsnummer nennen Sie bitte bei Rückfragen.</li>
            </ol>
          ) : (
            <ol className={outcomeParts.steps}>
              <li>Sie erhalten gleich eine Bestätigung per E-Mail mit allen Angaben.</li>
              <li>Die Rechnung schicken wir an Ihren Arbeitgeber.</li>
              <li>Rechtzeitig vor Beginn kommen Einladung, Programm und Anreiseinformationen.</li>
            </ol>
          )}
          <a href={checkoutPdfPath(booking.orderNumber)} className={formStyles.secondaryButton}>
            Bestätigung als PDF
          </a>
          {seated ? (
            <a href={eventCalendarPath(conference.bookableId)} className={formStyles.secondaryButton} download>
              Termin in den Kalender (.ics)
            </a>
          ) : null}
          <Link to={conferencePath(conference.url)} className={primaryButton}>
            Zurück zur Fachtagung
          </Link>
          <Link to="/seminare" className={formStyles.secondaryButton}>
            Weitere Seminare finden
          </Link>
        </aside>
      </div>
    </div>
  );
};
