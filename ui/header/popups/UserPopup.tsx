import * as E from 'fp-ts/Either';
import { useLocation } from 'react-router';
import type { SessionUserWire } from '../../../application/accounts/accounts.codecs';
import { LOGOUT_LABEL, SETTINGS_LABEL, shownMenuEntries, type LoggedInMenuEntry } from '../../../domain/navigation/logged-in-menu';
import { useService } from '../../di/services-context';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import { plainList } from '../../theme/plain-list.styles';
import { boxHeading } from '../../theme/page.styles';
import * as styles from './popups.styles';
import { useGremiumMember } from './use-gremium-member';

/** The personal area's pages; the Gremium ones are visible to Gremium members only (see below). */
const PORTAL_ENTRIES: readonly Omit<LoggedInMenuEntry, 'active'>[] = [
  { title: 'Mein Bereich', uri: '/kundenportal/meinifb', visible: true },
  { title: 'Meine Merkliste', uri: '/meinifb/merkliste', visible: true },
  { title: 'Gremium-Mitglieder', uri: '/meinifb/gremium-mitglieder', visible: false },
  { title: 'Gremium-Buchungen', uri: '/meinifb/gremium-buchungen', visible: false },
];

/** The back office, for staff and site admins (a full page load: it has its own frame). */
const BACK_OFFICE_ENTRY: Omit<LoggedInMenuEntry, 'active'> = { title: 'Verwaltung', uri: '/manage', visible: false };

/** Logs out on the server, then loads the home page fresh (the header's state is the server's). */
export const useLogout = () => {
  const accounts = useService(VISITOR_ACCOUNTS);
  return async () => {
    const result = await accounts.logout()();
    if (E.isLeft(result)) console.error('Abmelden fehlgeschlagen:', result.left.message);
    window.location.assign('/');
  };
};

/** The logged-in user's popup: greeting, 'Einstellungen' and 'abmelden', then the menu (spec §2). */
export const UserPopup = ({ user, headingId }: { readonly user: SessionUserWire; readonly headingId: string }) => {
  const location = useLocation();
  const logout = useLogout();
  const gremiumMember = useGremiumMember();
  const entries = shownMenuEntries(
    [...PORTAL_ENTRIES, BACK_OFFICE_ENTRY].map((entry) => ({
      ...entry,
      visible: entry === BACK_OFFICE_ENTRY ? user.backOffice !== undefined : entry.visible || gremiumMember,
      active: location.pathname === entry.uri,
    })),
  );
  return (
    <div className={styles.body}>
      <h2 id={headingId} className={boxHeading}>
        Hallo {user.firstname}
      </h2>
      <div className={styles.menuHeader}>
        <a href="/meinifb/einstellungen">{SETTINGS_LABEL}</a>
        <button type="button" className={styles.linkButton} onClick={() => void logout()}>
          {LOGOUT_LABEL}
        </button>
      </div>
      <ul className={`${plainList} ${styles.menu}`}>
        {entries.map((entry) => (
          <li key={entry.uri}>
            <a href={entry.uri} aria-current={entry.highlighted ? 'page' : undefined}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
