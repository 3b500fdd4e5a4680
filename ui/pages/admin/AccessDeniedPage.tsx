import { Link, useLoaderData } from 'react-router';
import type { AccessDeniedPageData } from './access-denied.loader';
import * as styles from './admin.styles';

/** What a visitor sees on /manage/*, /cache/* and /obj-export/* without admin rights. */
export const AccessDeniedPage = () => {
  const { message } = useLoaderData<AccessDeniedPageData>();
  return (
    <section className={styles.panel} aria-labelledby="access-denied-heading">
      <h1 id="access-denied-heading" className={styles.heading}>
        Zugriff verweigert
      </h1>
      <p className={styles.lead}>{message}</p>
      <p className={styles.hint}>
        Wenn Sie Administrator sind, melden Sie sich bitte mit Ihrem Administratorkonto an und rufen Sie die Seite erneut auf.
        Für Skripte und die Kommandozeile (ifb) gibt es API-Tokens.
      </p>
      <Link className={styles.homeLink} to="/seminare">
        Zu allen Seminaren
      </Link>
    </section>
  );
};
