import { Outlet, useMatches } from 'react-router';
import { CommerceFrame } from '../commerce/CommerceFrame';
import { SiteHeader } from '../header/SiteHeader';
import { inBackOfficeFrame } from './frame-handle';
import { SiteFooter } from './SiteFooter';
import * as styles from './site.styles';

/** Header, main landmark and footer around every page; the back office brings its own quieter frame (ui/pages/manage). */
export const SiteLayout = () => {
  const backOffice = inBackOfficeFrame(useMatches().map((match) => match.handle));
  return (
    <CommerceFrame>
      <div className={styles.globals}>
        <a className={styles.skipLink} href="#inhalt">
          Zum Inhalt springen
        </a>
        {backOffice ? (
          <Outlet />
        ) : (
          <>
            <SiteHeader />
            <main id="inhalt" className={styles.main}>
              <Outlet />
            </main>
            <SiteFooter />
          </>
        )}
      </div>
    </CommerceFrame>
  );
};
