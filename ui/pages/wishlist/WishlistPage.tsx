import { useActionData, useLoaderData } from 'react-router';
import { WISHLIST_ANALYSIS_PAGE } from '../../../application/wishlist/wishlist.paths';
import { EventActions } from '../../commerce/EventActions';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { REMOVE_INTENT, type WishlistPageData, type WishlistRow } from './wishlist.loader';
import type { DateRow } from './wishlist-rows';
import * as formStyles from '../../forms/forms.styles';
import * as styles from './wishlist.styles';
import * as pageParts from '../../theme/page.styles';
import * as cardParts from '../../theme/card.styles';
import * as listParts from '../../theme/plain-list.styles';

const DateLine = ({ row }: { readonly row: DateRow }) => (
  <p className={pageParts.smallPrint}>
    {row.date} · {row.kind} · {row.city} · <strong>{row.priceText}</strong>
  </p>
);

const Entry = ({ row, outcome }: { readonly row: WishlistRow; readonly outcome: FormOutcome | undefined }) => {
  const { kept } = row;
  const refused = outcomeFor(outcome, `merkliste-${String(row.wishlistId)}`);
  return (
    <li className={cardParts.card}>
      <h2 className={cardParts.cardTitle}>
        <a href={`/seminare/p/${row.themeSlug}`}>{kept.title}</a>
      </h2>
      <DateLine row={kept} />
      <div className={formStyles.actions}>
        <EventActions cartOnly event={kept} />
        <PageForm aria-label={`Von der Merkliste entfernen: ${kept.title}, ${kept.date}`}>
          <input type="hidden" name="wishlistId" value={row.wishlistId} />
          {/* The visible word starts the name (WCAG 2.5.3); the rest says which date. */}
          <button type="submit" name="intent" value={REMOVE_INTENT} className={`${formStyles.linkButton} ${formStyles.dangerLinkButton}`} aria-label={`Entfernen: ${kept.title}, ${kept.date}`}>
            Entfernen
          </button>
        </PageForm>
      </div>
      <FormMessage outcome={refused} shown={[]} />
      {row.nextDates.length > 0 && (
        <details className={styles.nextDates}>
          <summary>{`Weitere Termine dieses Seminars (${String(row.nextDates.length)})`}</summary>
          <ul className={`${listParts.stackedList} ${listParts.ruledList}`}>
            {row.nextDates.map((date) => (
              <li key={date.eventId}>
                <DateLine row={date} />
                <EventActions compact event={date} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
};

/** The logged-in user's Merkliste: the kept dates with their seminar's next dates, to book or to remove. */
export const WishlistPage = () => {
  const { rows, removed, kept } = useLoaderData<WishlistPageData>();
  const outcome = useActionData<FormOutcome>();
  // A refused removal of a date no longer (or never) on this list has no entry to show it at.
  const unplaced = rows.some((row) => outcome?.target === `merkliste-${String(row.wishlistId)}`) ? undefined : outcome;
  return (
    <section className={pageParts.page} aria-labelledby="merkliste-titel">
      <h1 id="merkliste-titel" className={pageParts.pageHeading}>
        Meine Merkliste
      </h1>
      <p className={pageParts.lead}>Ihre gemerkten Seminartermine: legen Sie sie in den Warenkorb, wenn Sie buchen oder reservieren möchten.</p>
      {removed && outcome === undefined && <Notice tone="success">Der Termin wurde von der Merkliste entfernt.</Notice>}
      {kept && outcome === undefined && <Notice tone="success">Der Termin ist jetzt auf Ihrer Merkliste.</Notice>}
      <FormMessage outcome={unplaced} shown={[]} />
      {rows.length === 0 ? (
        <p className={pageParts.lead}>
          Ihre Merkliste ist leer. Merken Sie sich Seminare mit „Merken“ bei jedem Termin. <a href="/seminare">Zu den Seminaren</a>
        </p>
      ) : (
        <>
          {rows.length > 1 && (
            <p>
              <a href={WISHLIST_ANALYSIS_PAGE}>Gemerkte Termine vergleichen</a>
            </p>
          )}
          <ul className={`${pageParts.stack} ${listParts.plainList}`} aria-label="Gemerkte Termine">
            {rows.map((row) => (
              <Entry key={row.wishlistId} row={row} outcome={outcome} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
