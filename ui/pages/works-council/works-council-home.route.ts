import type { PageContainer } from '../../di/page-container';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { onFirstCall } from '../../routing/on-first-call';
import { feedsOf } from './feed-links';

const WORKS_COUNCIL_HOME = 'ui/pages/works-council/WorksCouncilHomePage.tsx';

/**
 * The home page of the works-council host (the index route picks it by site). Apart from the
 * knowledge pages' routes, so that the home of either host starts without them.
 */
export const worksCouncilHome = (container: PageContainer) => ({
  loader: onFirstCall(async () => (await import('./works-council.loaders')).homeLoader(container)),
  lazy: async () => ({ Component: (await import('./WorksCouncilHomePage')).WorksCouncilHomePage }),
  handle: {
    meta: () => ({
      title: `Wissen für Betriebsräte: Fachartikel, Lexikon, Gesetze | ${SITE_NAME}`,
      description: 'Fachartikel, News, Lexikon, Gesetze und Urteile für Betriebsrat, Schwerbehindertenvertretung und JAV.',
      canonicalPath: '/',
      feeds: feedsOf('mit News und Fachartikeln', (format) => `/${format}`),
    }),
    modules: [WORKS_COUNCIL_HOME],
  } satisfies RouteHandle & ChunkHandle,
});
