import { useLoaderData } from 'react-router';
import { EventList } from './EventList';
import type { GremiumBookingsData, GremiumMembersData } from './portal.loaders';
import * as styles from './portal.styles';

const ROLE_LABEL = { admin: 'Administration', member: 'Mitglied' } as const;

/** Gremium-Mitglieder: who belongs to the caller's Gremium (read-only). */
export const GremiumMembersPage = () => {
  const { gremiumName, members } = useLoaderData<GremiumMembersData>();
  return (
    <section className={styles.page} aria-labelledby="gremium-mitglieder-titel">
      <h1 id="gremium-mitglieder-titel" className={styles.heading}>
        Gremium-Mitglieder
      </h1>
      <p className={styles.lead}>{gremiumName}</p>
      <ul className={styles.list}>
        {members.map((member) => (
          <li key={member.userId} className={styles.card}>
            <p className={styles.cardTitle}>{member.name}</p>
            <p className={styles.muted}>{ROLE_LABEL[member.role]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Gremium-Buchungen: the seminars booked for the Gremium's members (read-only). */
export const GremiumBookingsPage = () => {
  const { futureEvents, pastEvents } = useLoaderData<GremiumBookingsData>();
  return (
    <section className={styles.page} aria-labelledby="gremium-buchungen-titel">
      <h1 id="gremium-buchungen-titel" className={styles.heading}>
        Gremium-Buchungen
      </h1>
      <h2 className={styles.sectionHeading}>Kommende Seminare</h2>
      <EventList events={futureEvents} empty="Keine kommenden Buchungen." />
      <h2 className={styles.sectionHeading}>Vergangene Seminare</h2>
      <EventList events={pastEvents} empty="Keine vergangenen Buchungen." />
    </section>
  );
};
