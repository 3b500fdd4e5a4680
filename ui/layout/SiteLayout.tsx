import { Outlet, useMatches } from 'react-router';
import { CommerceFrame } from '../commerce/CommerceFrame';
import { SiteHeader } from '../header/SiteHeader';
import type { FrameHandle } from './frame-handle';
import { SiteFooter } from './SiteFooter';
import { RouteErrorPage } from '../pages/not-found/RouteErrorPage';
import * as styles from './site.styles';

/** Header, main landmark and footer around every page; the back office brings its own quieter frame (ui/pages/manage). */
const useOwnFrame = (): boolean => useMatches().some((match) => (match.handle as FrameHandle | undefined)?.frame);

export const SiteLayout = () => {
  const ownFrame = useOwnFrame();
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

/**
 * The pages' error boundary. A back-office page brings its own frame, but a refusal the server
 * decides above every page (403, ui/routing/server-refusals.ts) replaces that frame too: the
 * answer then stands in the site's own frame (header, main, footer), as any refused visitor sees it.
 */
export const PagesErrorPage = () =>
  useOwnFrame() ? (
    <>
      <SiteHeader />
      <main id="inhalt" className={styles.main}>
        <RouteErrorPage />
      </main>
      <SiteFooter />
    </>
  ) : (
    <RouteErrorPage />
  );
