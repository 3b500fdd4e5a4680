import { Outlet, useMatches } from 'react-router';
import { CommerceFrame } from '../commerce/CommerceFrame';
import { SiteHeader } from '../header/SiteHeader';
import type { FrameHandle } from './frame-handle';
import { SiteFooter } from './SiteFooter';
import * as styles from './site.styles';

/** Header, main landmark and footer around every page; the back office brings its own quieter frame (ui/pages/manage). */
export const SiteLayout = () => {
  const ownFrame = useMatches().some((match) => (match.handle as FrameHandle | undefined)?.frame);
  return (
    <CommerceFrame>
      <div className={styles.globals}>
        <a className={styles.skipLink} href="#inhalt">
          Zum Inhalt springen
        </a>
        {ownFrame || <SiteHeader />}
        {ownFrame ? (
          <Outlet />
        ) : (
          <main id="inhalt" className={styles.main}>
            <Outlet />
          </main>
        )}
        {ownFrame || <SiteFooter />}
      </div>
    </CommerceFrame>
  );
};
