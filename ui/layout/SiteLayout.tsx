import { Link, NavLink, Outlet } from 'react-router';
import * as styles from './site.styles';

/** Header, main landmark and footer around every page. */
export const SiteLayout = () => (
  <div className={styles.globals}>
    <a className={styles.skipLink} href="#inhalt">
      Zum Inhalt springen
    </a>
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a className={styles.logo} href="/">
          ifb <span>Seminare</span>
        </a>
        <nav className={styles.nav} aria-label="Hauptnavigation">
          <ul>
            <li>
              <NavLink to="/seminare" end>
                Seminare
              </NavLink>
            </li>
            <li>
              <Link to="/seminare?kind=online">Online-Seminare</Link>
            </li>
            <li>
              <Link to="/seminare?kind=series">Ausbildungen</Link>
            </li>
            <li>
              <Link to="/service/kontakt">Kontakt</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
    <main id="inhalt" className={styles.main}>
      <Outlet />
    </main>
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <span>© ifb Seminare – Seminare für Betriebsräte, SBV und JAV</span>
        <span>
          <a href="/service/kontakt">Kontakt</a>
        </span>
      </div>
    </footer>
  </div>
);
