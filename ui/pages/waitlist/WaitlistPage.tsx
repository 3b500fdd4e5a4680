import * as E from 'fp-ts/Either';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { WaitlistEntryWire, type WaitlistStatus } from '../../../application/orders/orders.codecs';
import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { useService } from '../../di/services-context';
import { WAITING_LIST } from '../../di/ui.tokens';
import type { WaitlistPageData, WaitlistSeminar } from './waitlist.loader';
import * as styles from './waitlist.styles';
import { WaitlistJoin } from './WaitlistJoin';
import { primaryButton } from '../../theme/controls.styles';

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
  <section className={styles.page} aria-labelledby="warteliste-titel">
    <h1 id="warteliste-titel" className={styles.heading}>
      Warteliste
    </h1>
    <p className={styles.lead}>
      Ist ein Seminartermin ausgebucht, können Sie sich auf die Warteliste setzen lassen. Wird ein Platz frei, bieten wir ihn der
      Reihe nach an: Sie erhalten eine E-Mail mit einem Link auf diese Seite und können den Platz innerhalb der genannten Frist
      verbindlich übernehmen.
    </p>
    <Link className={styles.link} to="/seminare/veranstaltungen">
      Zu allen Seminarterminen
    </Link>
  </section>
);

interface EntryProps {
  readonly initial: WaitlistEntryWire;
  readonly seminar: WaitlistSeminar | null;
}

/** One entry: what it waits for, its state, and while a seat is offered the button that takes it. */
const Entry = ({ initial, seminar }: EntryProps) => {
  const waitingList = useService(WAITING_LIST);
  const [entry, setEntry] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [justAccepted, setJustAccepted] = useState(false);

  const accept = async () => {
    setBusy(true);
    setError(null);
    const result = await waitingList.accept(entry.entryId)();
    setBusy(false);
    if (E.isRight(result)) {
      setEntry(result.right);
      setJustAccepted(true);
    } else {
      setError(result.left.message);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="warteliste-titel">
      <h1 id="warteliste-titel" className={styles.heading}>
        Ihr Platz auf der Warteliste
      </h1>
      <dl className={styles.facts}>
        {seminar !== null && (
          <>
            <dt>Seminar</dt>
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
      {entry.status === 'offered' && entry.offerExpiresAt !== undefined && (
        <p className={styles.deadline}>{`Angebot gültig bis ${dateTime(entry.offerExpiresAt)} Uhr`}</p>
      )}
      <div role="status" aria-live="polite">
        {justAccepted && (
          <p className={styles.success}>
            {`Vielen Dank! ${seatsText(entry.seats)} ${entry.seats === 1 ? 'ist' : 'sind'} verbindlich für Sie gebucht${
              entry.orderNumber !== undefined ? ` (Bestellnummer ${entry.orderNumber})` : ''
            }.`}
          </p>
        )}
      </div>
      <div role="alert">{error !== null && <p className={styles.error}>{error}</p>}</div>
      {entry.status === 'offered' && (
        <button type="button" className={primaryButton} disabled={busy} onClick={() => void accept()}>
          {busy ? 'Wird übernommen …' : 'Platz verbindlich übernehmen'}
        </button>
      )}
    </section>
  );
};

/** /warteliste: without an offer a short explanation, with `?angebot=` the entry and its offer. */
export const WaitlistPage = () => {
  const pageData = useLoaderData<WaitlistPageData>();
  if (pageData.kind === 'about') return <About />;
  if (pageData.kind === 'join') return <WaitlistJoin date={pageData.date} />;
  const decoded = WaitlistEntryWire.decode(pageData.entry);
  return E.isRight(decoded) ? <Entry initial={decoded.right} seminar={pageData.seminar} /> : <About />;
};
