import { Link, useLoaderData } from 'react-router';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { Temporal } from 'temporal-polyfill';
import { formatDate } from '../../../domain/calendar/calendar';
import { participantStateText } from '../../../domain/cart/participant-state-text';
import { bookReservationsStep, INVOICE_STEP, ORDER_WORDS, orderOutcome } from '../../../domain/cart/order-wording';
import { cents, formatEuro } from '../../../domain/money/money';
import { Notice } from '../../forms/Notice';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import type { OrderJson } from './cart.loaders';
import { useCartCountOf } from './use-cart-count-of';
import { checkoutPdfPath, eventCalendarPath } from './cart.paths';
import { IncludedGroupDiscount, ShareOfTotal } from '../../commerce/TotalsLines';
import { priceSum } from './cart-texts';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from './cart.styles';
import { actionLink } from '../../theme/action-link.styles';
import * as outcomeParts from '../../theme/outcome-list.styles';

type Participant = OrderJson['participants'][number];

/** Per participant what happened, in one sentence: booked, reserved until, or waiting at position N. */
const outcomeText = (participant: Participant): string => {
  switch (participant.status) {
    case 'booked':
      return 'gebucht';
    case 'reserved':
      return participant.reservedUntil === undefined
        ? 'reserviert'
        : `reserviert bis ${formatDate(Temporal.Instant.from(participant.reservedUntil))}`;
    case 'waitlisted':
      return participant.waitlistPosition === undefined
        ? 'auf der Warteliste'
        : `auf der Warteliste, Platz ${String(participant.waitlistPosition)}`;
    case 'cancelled':
    case 'lapsed':
    case 'expired':
      return participantStateText({ status: participant.status, reservedUntil: null, waitlistPosition: null });
  }
};

const OUTCOME_STYLE = {
  booked: '',
  reserved: outcomeParts.outcomeReserved,
  waitlisted: outcomeParts.outcomeWaiting,
  cancelled: outcomeParts.outcomeEnded,
  lapsed: outcomeParts.outcomeEnded,
  expired: outcomeParts.outcomeEnded,
} as const;

/** What the participants of one outcome come to: a part of the total not payable now. */
const amountOf = (participants: readonly Participant[], status: Participant['status']): number =>
  priceSum(participants.filter((participant) => participant.status === status));

/** The order's events in the order they were ordered, each with its participants. */
const byEvent = (participants: readonly Participant[]): readonly (readonly Participant[])[] => {
  const groups = new Map<number, Participant[]>();
  for (const participant of participants) {
    const group = groups.get(participant.eventId) ?? [];
    group.push(participant);
    groups.set(participant.eventId, group);
  }
  return [...groups.values()];
};

/**
 * The confirmation after the checkout: order number, each participant's outcome, PDF, calendar
 * files, next steps. An order that only reserves is named a reservation and promises no invoice.
 */
export const ConfirmationPage = () => {
  const order = useLoaderData<OrderJson>();
  const outcome = orderOutcome(order.participants.map((participant) => participant.status));
  const words = ORDER_WORDS[outcome];
  const waiting = order.participants.some((participant) => participant.status === 'waitlisted');
  // One seat per participant of the cart.
  const reserved = order.participants.filter((participant) => participant.status === 'reserved').length;
  // The order emptied the cart.
  useCartCountOf(0);
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>{words.thanks}</h1>
      <Notice tone="success">{`Ihre ${words.numberLabel}: ${order.orderNumber}`}</Notice>
      {waiting ? (
        <Notice tone="info">
          Ein Termin war inzwischen ausgebucht. Die betroffenen Teilnehmer stehen auf der Warteliste; wird ein Platz frei, bieten wir ihn per
          E-Mail an.
        </Notice>
      ) : null}
      <div className={columnParts.pageColumns}>
        <div className={columnParts.mainColumn}>
          {byEvent(order.participants).map((group) => {
            const first = group[0];
            if (first === undefined) return null;
            const seated = group.some((participant) => participant.status !== 'waitlisted');
            return (
              <section key={first.eventId} className={formStyles.card} aria-labelledby={`termin-${String(first.eventId)}`}>
                <h2 id={`termin-${String(first.eventId)}`} className={styles.itemTitle}>
                  {first.themeTitle}
                </h2>
                <ul className={outcomeParts.outcomes}>
                  {group.map((participant) => (
                    <li key={participant.participantId} className={`${outcomeParts.outcome} ${OUTCOME_STYLE[participant.status]}`}>
                      <p className={styles.participantLines}>
                        <strong>{`${participant.firstname} ${participant.lastname}: ${outcomeText(participant)}`}</strong>
                      </p>
                      <p className={pageParts.smallPrint}>{`${participant.message} ${formatEuro(cents(participant.price))} zzgl. MwSt.`}</p>
                    </li>
                  ))}
                </ul>
                {seated ? (
                  <a href={eventCalendarPath(first.eventId)} className={actionLink} download>
                    Termin in den Kalender (.ics)<span className={visuallyHidden}>{`: ${first.themeTitle}`}</span>
                  </a>
                ) : null}
              </section>
            );
          })}
        </div>
        <aside className={`${formStyles.card} ${summaryParts.summaryAside}`} aria-labelledby="weiter-titel">
          <h2 id="weiter-titel" className={pageParts.sectionHeading}>
            Wie es weitergeht
          </h2>
          <dl className={summaryParts.totals}>
            <dt className={summaryParts.grandTotal}>Gesamtsumme</dt>
            <dd className={summaryParts.grandTotal}>{formatEuro(cents(order.total))}</dd>
            <ShareOfTotal label="davon reserviert" amount={amountOf(order.participants, 'reserved')} />
            <ShareOfTotal label="davon auf der Warteliste" amount={amountOf(order.participants, 'waitlisted')} />
            <IncludedGroupDiscount amount={order.groupDiscount} />
          </dl>
          <ol className={outcomeParts.steps}>
            <li>Sie erhalten gleich eine Bestätigung per E-Mail mit allen Angaben als PDF.</li>
            {outcome === 'booking' ? <li>{INVOICE_STEP}</li> : null}
            {reserved > 0 ? <li>{bookReservationsStep(reserved, reserved)}</li> : null}
            {outcome === 'booking' ? <li>Rechtzeitig vor Beginn kommen Einladung und Unterlagen.</li> : null}
          </ol>
          <a href={checkoutPdfPath(order.orderNumber)} className={primaryButton}>
            Bestätigung als PDF
          </a>
          <Link to="/seminare" className={formStyles.secondaryButton}>
            Weitere Seminare finden
          </Link>
        </aside>
      </div>
    </div>
  );
};
