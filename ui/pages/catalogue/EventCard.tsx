import { Link } from 'react-router';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { berlinDateRangeText, berlinIsoWeek, berlinTimeText } from '../../dates/instant-text';
import { costCalculatorPath } from '../../../application/documents/documents.paths';
import { cents, formatEuro } from '../../../domain/money/money';
import { EventActions } from '../../commerce/EventActions';
import { reservationPagePath } from '../reservation/reservation.paths';
import { hotelPath, seminarPath } from './catalogue-paths';
import { KIND_LABEL, type EventJson } from './event-json';
import * as styles from './event-card.styles';
import { useHyphenated } from './hyphenated';

/**
 * One date as every listing shows it (spec §2 issue 6): kind, location text (§4), date and
 * clock times, the price with 'Preis ab' or 'Preis', and the cart and wishlist buttons.
 * `headingLevel` keeps the outline right where the card sits under an h2; `withCostCalculator`
 * adds the link to the date's Kostenrechner (on the seminar's own dates).
 */
export const EventCard = ({
  event,
  headingLevel = 2,
  withCostCalculator = false,
}: {
  readonly event: EventJson;
  readonly headingLevel?: 2 | 3;
  readonly withCostCalculator?: boolean;
}) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hyphenated = useHyphenated();
  return (
    <li className={styles.card}>
      <div className={styles.when}>
        <span className={styles.date}>{berlinDateRangeText(event.startDate, event.endDate)}</span>
        <span>{`${berlinTimeText(event.startDate)} – ${berlinTimeText(event.endDate)} Uhr`}</span>
        <small>{`KW ${String(berlinIsoWeek(event.startDate).week)}`}</small>
      </div>
      <div className={styles.what}>
        <Heading className={styles.title}>
          <Link to={seminarPath(event.theme.slug)}>{hyphenated(event.theme.title)}</Link>
        </Heading>
        <p className={styles.meta}>
          <span className={styles.badge}>{KIND_LABEL[event.kind]}</span>
          <span>{event.locationText}</span>
          {event.venue ? (
            <>
              {', '}
              <Link to={hotelPath(event.venue.name, event.venue.hotelId)}>{event.venue.name}</Link>
            </>
          ) : null}
        </p>
      </div>
      <div className={styles.buy}>
        <p className={styles.price}>
          <small>{event.priceLabel}</small>
          <strong>{formatEuro(cents(event.listingPrice))}</strong>
          <small>zzgl. MwSt.</small>
        </p>
        {withCostCalculator ? (
          <span className={styles.dateLinks}>
            <Link className={styles.calculatorLink} to={costCalculatorPath(event.eventId)}>
              Kostenrechner
              {/* Every date has one; the name says which date it calculates. */}
              <span className={visuallyHidden}>{` für ${berlinDateRangeText(event.startDate, event.endDate)}, ${event.locationText}`}</span>
            </Link>
            <Link className={styles.calculatorLink} to={reservationPagePath(event.eventId)}>
              Unverbindlich reservieren
              <span className={visuallyHidden}>{`: ${berlinDateRangeText(event.startDate, event.endDate)}, ${event.locationText}`}</span>
            </Link>
          </span>
        ) : null}
        <EventActions
          event={{
            eventId: event.eventId,
            title: event.theme.title,
            city: event.locationText,
            startDate: event.startDate,
            endDate: event.endDate,
          }}
          compact
        />
      </div>
    </li>
  );
};

/** A list of dates; the caller says what to show when there are none. */
export const EventCardList = ({
  events,
  headingLevel,
  label,
  withCostCalculator = false,
}: {
  readonly events: readonly EventJson[];
  readonly headingLevel?: 2 | 3;
  readonly label?: string;
  readonly withCostCalculator?: boolean;
}) => (
  <ol className={styles.list} aria-label={label}>
    {events.map((event) => (
      <EventCard key={event.eventId} event={event} withCostCalculator={withCostCalculator} {...(headingLevel ? { headingLevel } : {})} />
    ))}
  </ol>
);
