import * as E from 'fp-ts/Either';
import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { WaitlistEntryWire, type WaitlistStatus } from '../../../application/orders/orders.codecs';
import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { waitlistOfferPagePath } from '../../../application/orders/orders.paths';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { ACCEPT_TARGET, wasAccepted, type WaitlistPageData, type WaitlistSeminar } from './waitlist.loader';
import * as styles from './waitlist.styles';
import { WaitlistJoin } from './WaitlistJoin';
import { primaryButton } from '../../theme/controls.styles';
import * as cardParts from '../../theme/card.styles';
import * as factParts from '../../theme/fact-list.styles';
import * as linkParts from '../../theme/link-row.styles';
import * as pageParts from '../../theme/page.styles';

const STATUS_TEXT: Record<WaitlistStatus, string> = {
  waiting: 'Sie stehen auf der Warteliste.',
  offered: 'Für Sie ist ein Platz frei geworden.',
  accepted: 'Sie haben den Platz übernommen.',
  expired: 'Das Angebot ist abgelaufen.',
  cancelled: 'Dieser Eintrag ist nicht mehr aktiv.',
};

/** One string, so the server renders no comment between the state and the position. */
const statusText = (entry: WaitlistEntryWire): string =>
  entry.status === 'waiting' && entry.position !== null ? `Sie stehen auf der Warteliste (Position ${String(entry.position)}).` : STATUS_TEXT[entry.status];

const dateTime = (instant: Temporal.Instant): string => `${formatDate(instant)}, ${formatTime(instant)}`;
const seatsText = (seats: number): string => (seats === 1 ? '1 Platz' : `${String(seats)} Plätze`);

const About = () => (
  <section className={`${pageParts.page} ${pageParts.narrow}`} aria-labelledby="warteliste-titel">
    <h1 id="warteliste-titel" className={pageParts.pageHeading}>
      Warteliste
    </h1>
    <p className={pageParts.lead}>
      Ist ein Seminartermin ausgebucht, können Sie sich auf die Warteliste setzen lassen. Wird ein Platz frei, bieten wir ihn der
      Reihe nach an: Sie erhalten eine E-Mail mit einem Link auf diese Seite und können den Platz innerhalb der genannten Frist
      verbindlich übernehmen.
    </p>
    <p className={linkParts.linkRow}>
      <Link to="/seminare/veranstaltungen">Zu allen Seminarterminen</Link>
    </p>
  </section>
);

interface EntryProps {
  readonly entry: WaitlistEntryWire;
  readonly seminar: WaitlistSeminar | null;
  /** Reached by the redirect after accepting: the page thanks the visitor. */
  readonly justAccepted: boolean;
}

/** One entry: what it waits for, its state, and while a seat is offered the form that takes it. */
const Entry = ({ entry, seminar, justAccepted }: EntryProps) => {
  const outcome = outcomeFor(useActionData<FormOutcome>(), ACCEPT_TARGET);
  return (
    <section className={`${pageParts.page} ${pageParts.narrow}`} aria-labelledby="warteliste-titel">
      <h1 id="warteliste-titel" className={pageParts.pageHeading}>
        Ihr Platz auf der Warteliste
      </h1>
      <div className={cardParts.card}>
        <dl className={factParts.factGrid}>
          {seminar !== null && (
            <>
              <dt>{seminar.noun}</dt>
              <dd>{seminar.title}</dd>
              <dt>Termin</dt>
              <dd>{`${dateTime(Temporal.Instant.from(seminar.startDate))} Uhr`}</dd>
            </>
          )}
          <dt>Plätze</dt>
          <dd>{seatsText(entry.seats)}</dd>
          <dt>Status</dt>
          <dd>{statusText(entry)}</dd>
          {entry.orderNumber !== undefined && (
            <>
              <dt>Bestellnummer</dt>
              <dd>{entry.orderNumber}</dd>
            </>
          )}
        </dl>
      </div>
      {entry.status === 'offered' && entry.offerExpiresAt !== undefined && (
        <p className={cardParts.cardTitle}>{`Angebot gültig bis ${dateTime(entry.offerExpiresAt)} Uhr`}</p>
      )}
      {justAccepted && entry.status === 'accepted' && (
        <Notice tone="success">
          {`Vielen Dank! ${seatsText(entry.seats)} ${entry.seats === 1 ? 'ist' : 'sind'} verbindlich für Sie gebucht${
            entry.orderNumber !== undefined ? ` (Bestellnummer ${entry.orderNumber})` : ''
          }.`}
        </Notice>
      )}
      {entry.status === 'offered' ? (
        <PageForm action={waitlistOfferPagePath(entry.entryId)} className={styles.accept} outcome={outcome} aria-label="Angebot annehmen">
          <FormMessage outcome={outcome} shown={[]} />
          <div className={formStyles.actions}>
            <button type="submit" className={primaryButton}>
              Platz verbindlich übernehmen
            </button>
          </div>
        </PageForm>
      ) : (
        // The offer ran out while the page was open: the answer says so, the button is gone.
        <FormMessage outcome={outcome} shown={[]} />
      )}
    </section>
  );
};

/** /warteliste: without an offer a short explanation, with `?angebot=` the entry and its offer. */
export const WaitlistPage = () => {
  const pageData = useLoaderData<WaitlistPageData>();
  const [search] = useSearchParams();
  if (pageData.kind === 'about') return <About />;
  if (pageData.kind === 'join') return <WaitlistJoin date={pageData.date} />;
  const decoded = WaitlistEntryWire.decode(pageData.entry);
  return E.isRight(decoded) ? <Entry entry={decoded.right} seminar={pageData.seminar} justAccepted={wasAccepted(search)} /> : <About />;
};
