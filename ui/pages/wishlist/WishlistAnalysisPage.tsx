import { useLoaderData } from 'react-router';
import { WISHLIST_PAGE } from '../../../application/wishlist/wishlist.paths';
import { EventActions } from '../../commerce/EventActions';
import { Notice } from '../../forms/Notice';
import { COUNT_FIELD, MAX_COUNT, type WishlistAnalysisData } from './wishlist-analysis.loader';
import * as formStyles from '../../forms/forms.styles';
import * as badgeParts from '../../theme/badge.styles';
import * as rowParts from '../../theme/form-row.styles';
import { primaryButton } from '../../theme/controls.styles';
import * as pageParts from '../../theme/page.styles';
import * as cardParts from '../../theme/card.styles';
import * as factParts from '../../theme/fact-list.styles';
import * as tileParts from '../../theme/tile-grid.styles';
import * as filterParts from '../../theme/filter-form.styles';

const participants = (count: number): string => (count === 1 ? '1 Teilnehmende/n' : `${String(count)} Teilnehmende`);

/** The kept dates side by side: date, place, kind, the council's price and seats left, to choose one. */
export const WishlistAnalysisPage = () => {
  const { dates, count, typed, countError, gremiumName } = useLoaderData<WishlistAnalysisData>();
  return (
    <section className={pageParts.page} aria-labelledby="vergleich-titel">
      <h1 id="vergleich-titel" className={pageParts.pageHeading}>
        Gemerkte Termine vergleichen
      </h1>
      <p className={pageParts.lead}>
        {gremiumName === null
          ? 'Ihre gemerkten Termine nebeneinander, mit dem Preis für die gewählte Zahl an Teilnehmenden.'
          : `Ihre gemerkten Termine nebeneinander, mit dem Preis für ${gremiumName}.`}
      </p>
      <form method="get" className={filterParts.filterForm} aria-label="Zahl der Teilnehmenden" noValidate>
        <label htmlFor="teilnehmende">
          Teilnehmende
          <input
            id="teilnehmende"
            name={COUNT_FIELD}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_COUNT}
            defaultValue={typed}
            className={formStyles.control}
            aria-invalid={countError !== null}
            aria-describedby={countError === null ? undefined : 'teilnehmende-fehler'}
          />
        </label>
        <button type="submit" className={primaryButton}>
          Preise berechnen
        </button>
        {countError !== null && (
          <p id="teilnehmende-fehler" className={`${formStyles.fieldError} ${rowParts.rowMessage}`} role="alert">
            {countError}
          </p>
        )}
      </form>
      {dates.length === 0 ? (
        <p className={pageParts.lead}>
          Sie haben noch keine Termine gemerkt. <a href="/seminare">Zu den Seminaren</a>
        </p>
      ) : (
        <ul className={tileParts.tileGrid} aria-label="Gemerkte Termine im Vergleich">
          {dates.map((date) => (
            <li key={date.eventId} className={cardParts.card}>
              <h2 className={cardParts.cardTitle}>{date.title}</h2>
              {date.cheapest && (
                <p className={pageParts.smallPrint}>
                  <span className={`${badgeParts.badge} ${badgeParts.badgeSuccess}`}>Günstigster Termin</span>
                </p>
              )}
              <dl className={factParts.factList}>
                <dt>Datum</dt>
                <dd>{date.date}</dd>
                <dt>Ort</dt>
                <dd>{date.city}</dd>
                <dt>Art</dt>
                <dd>{date.kind}</dd>
                <dt>{`Preis für ${participants(count)}`}</dt>
                <dd>{date.totalText}</dd>
                <dt>je Person</dt>
                <dd>{date.perPersonText}</dd>
                <dt>Freie Plätze</dt>
                <dd>{date.seatsText}</dd>
              </dl>
              {date.bookable ? <EventActions cartOnly event={date} /> : <Notice tone="info">Dieser Termin ist nicht mehr buchbar.</Notice>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={WISHLIST_PAGE}>Zurück zur Merkliste</a>
      </p>
    </section>
  );
};
