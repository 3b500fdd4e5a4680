import { Outlet } from 'react-router';
import { CommerceFrame } from '../commerce/CommerceFrame';
import { SiteHeader } from '../header/SiteHeader';
import { SiteFooter } from './SiteFooter';
import * as styles from './site.styles';

/** Header, main landmark and footer around every page. */
export const SiteLayout = () => (
  <CommerceFrame>
    <div className={styles.globals}>
      <a className={styles.skipLink} href="#inhalt">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  </CommerceFrame>
);
