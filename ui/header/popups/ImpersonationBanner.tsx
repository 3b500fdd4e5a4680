import { IMPERSONATION_PATH } from '../../../application/admin/impersonation.paths';
import { PageForm } from '../../forms/PageForm';
import * as styles from './popups.styles';
import { useVisitor } from './visitor';

/**
 * Shown while an admin acts as another user (spec §2): whose session it is, and the way back —
 * a form post to the admin page's action, so it works before and without JavaScript too.
 */
export const ImpersonationBanner = () => {
  const { user } = useVisitor();
  if (!user?.impersonated) return null;
  return (
    <div className={styles.banner} role="region" aria-label="Hinweis zur Kontoübernahme">
      Sie sind als {user.firstname} angemeldet (Kontoübernahme).
      <PageForm action={IMPERSONATION_PATH} className={styles.inlineForm} aria-label="Kontoübernahme beenden">
        <input type="hidden" name="intent" value="end" />
        <button type="submit" className={styles.linkButton}>
          Übernahme beenden
        </button>
      </PageForm>
    </div>
  );
};
