import { Outlet, useLocation } from 'react-router';
import { useLoadedVisitor } from '../../header/popups/visitor';
import { MANAGE_LINKS, currentLink, visibleLinks } from './manage-links';
import * as styles from './manage-frame.styles';

/**
 * The back office's frame (issue 26): a bar with where one is and who, the back office's
 * navigation, the page. Plain links only: every page works without JavaScript.
 */
export const ManageFrame = () => {
  const { pathname } = useLocation();
  const { user } = useLoadedVisitor();
  const links = visibleLinks(MANAGE_LINKS, user?.backOffice ?? 'staff');
  const current = currentLink(links, pathname);
  return (
    <>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <a className={styles.brand} href="/manage">
            Verwaltung
          </a>
          <div className={styles.who}>
            {user !== null && <span>{`Angemeldet: ${user.firstname}`}</span>}
            <a href="/">Zur Website</a>
          </div>
        </div>
      </header>
      <nav aria-label="Verwaltung" className={styles.nav}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link === current ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="inhalt" className={styles.main}>
        <Outlet />
      </main>
    </>
  );
};
