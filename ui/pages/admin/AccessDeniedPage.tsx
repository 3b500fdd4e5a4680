import { Link, useLoaderData } from 'react-router';
import { ADMIN_MESSAGES } from '../../../application/admin/messages';
import type { AccessDeniedPageData } from './access-denied.loader';
import * as styles from './admin.styles';

/** What a visitor sees on /manage/*, /cache/* and /obj-export/* without admin rights. */
export const AccessDeniedPage = () => {
  const { message } = useLoaderData<AccessDeniedPageData>();
  return (
    <section className={styles.panel} aria-labelledby="access-denied-heading">
      <h1 id="access-denied-heading" className={styles.heading}>
        {ADMIN_MESSAGES.accessDeniedHeading}
      </h1>
      <p className={styles.lead}>{message}</p>
      <p className={styles.hint}>{ADMIN_MESSAGES.adminLoginHint}</p>
      <Link className={styles.homeLink} to="/seminare">
        Zu allen Seminaren
      </Link>
    </section>
  );
};
