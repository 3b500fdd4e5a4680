import * as styles from './header.styles';
import { MainNavigation } from './navigation/MainNavigation';

/**
 * The page header: logo, main navigation (flyouts from 1200 px, else the mobile menu), and at
 * the right the tools: search, then the header popups' triggers (<HeaderActions /> from
 * ui/header/popups goes into the actions slot), then the mobile menu button.
 */
export const SiteHeader = () => (
  <header className={styles.header}>
    <div className={styles.headerInner}>
      <a className={styles.logo} href="/">
        ifb <span>Seminare</span>
      </a>
      <MainNavigation />
      <div className={styles.tools}>
        <div className={styles.actionsSlot} />
      </div>
    </div>
  </header>
);
