import * as E from 'fp-ts/Either';
import { useService } from '../../di/services-context';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import * as styles from './popups.styles';
import { useVisitor } from './visitor';

/** Shown while an admin acts as another user (spec §2): whose session it is, and the way back. */
export const ImpersonationBanner = () => {
  const { user } = useVisitor();
  const accounts = useService(VISITOR_ACCOUNTS);
  if (!user?.impersonated) return null;
  const end = async () => {
    const result = await accounts.endImpersonation()();
    if (E.isLeft(result)) console.error('Übernahme nicht beendet:', result.left.message);
    window.location.reload();
  };
  return (
    <div className={styles.banner} role="region" aria-label="Hinweis zur Kontoübernahme">
      Sie sind als {user.firstname} angemeldet (Kontoübernahme).
      <button type="button" className={styles.linkButton} onClick={() => void end()}>
        Übernahme beenden
      </button>
    </div>
  );
};
