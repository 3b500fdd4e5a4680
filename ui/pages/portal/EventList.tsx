import type { EventRow } from './portal.loaders';
import * as styles from './portal.styles';

/** Booked seminars as cards: date, title, place and who takes part. */
export const EventList = ({ events, empty }: { readonly events: readonly EventRow[]; readonly empty: string }) =>
  events.length === 0 ? (
    <p className={styles.muted}>{empty}</p>
  ) : (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event.eventId} className={styles.card}>
          <p className={styles.muted}>{event.date}</p>
          <p className={styles.cardTitle}>{event.title}</p>
          <p className={styles.muted}>{event.location}</p>
          {event.participants.length > 0 && <p className={styles.muted}>Teilnehmende: {event.participants.join(', ')}</p>}
        </li>
      ))}
    </ul>
  );
