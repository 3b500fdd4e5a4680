import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from '../not-found/RouteErrorPage';
import { useLoadedVisitor } from '../../header/popups/visitor';
import { MANAGE_LINKS, currentLink, visibleLinks } from './manage-links';
import * as site from '../../layout/site.styles';
import * as styles from './manage-frame.styles';

/**
 * The back office's frame (issue 26): a bar with where one is and who, the back office's
 * navigation, the page. Plain links only: every page works without JavaScript.
 */
const FrameChrome = ({ children }: { readonly children: ReactNode }) => {
  const { pathname } = useLocation();
  const { user } = useLoadedVisitor();
  // Someone without a back-office role (a refused customer) sees no back-office links.
  const links = user?.backOffice === undefined ? [] : visibleLinks(MANAGE_LINKS, user.backOffice);
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
      {links.length > 0 && (
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
      )}
      <main id="inhalt" className={site.main}>
        {children}
      </main>
    </>
  );
};

export const ManageFrame = () => (
  <FrameChrome>
    <Outlet />
  </FrameChrome>
);

/** A page's refusal or error, in the frame (its boundary sits on the frame's route). */
export const ManageFrameError = () => (
  <FrameChrome>
    <RouteErrorPage />
  </FrameChrome>
);
