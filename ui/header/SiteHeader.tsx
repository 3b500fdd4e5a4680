import * as styles from '../layout/site.styles';
import { MainNavigation } from './navigation/MainNavigation';

/** The page header: logo, main navigation and (from the header issue) search and popups. */
export const SiteHeader = () => (
  <header className={styles.header}>
    <div className={styles.headerInner}>
      <a className={styles.logo} href="/">
        ifb <span>Seminare</span>
      </a>
      <MainNavigation />
    </div>
  </header>
);
