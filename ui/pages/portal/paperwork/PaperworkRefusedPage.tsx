import { useLoaderData } from 'react-router';
import { PORTAL_HOME_PATHS } from '../portal.paths';
import * as styles from '../portal.styles';
import type { PaperworkRefusedData } from './paperwork-refused.loader';

/** A paper that is not there (yet): why, in German, and the way back to the bookings. */
export const PaperworkRefusedPage = () => {
  const { title, message } = useLoaderData<PaperworkRefusedData>();
  return (
    <section className={styles.page} aria-labelledby="papier-titel">
      <h1 id="papier-titel" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.lead}>{message}</p>
      <p className={styles.eventLinks}>
        <a href={PORTAL_HOME_PATHS[1]}>Zurück zu Mein Bereich</a>
      </p>
    </section>
  );
};
