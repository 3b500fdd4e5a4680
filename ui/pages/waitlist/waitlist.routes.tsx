import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { WAITLIST_PAGE_PATH } from './waitlist.paths';
import { onFirstCall } from '../../routing/on-first-call';

const WAITLIST_PAGE = 'ui/pages/waitlist/WaitlistPage.tsx';

const handle: RouteHandle & ChunkHandle = {
  meta: () => ({
    title: `Warteliste | ${SITE_NAME}`,
    description: 'Ihr Platz auf der Warteliste und das Angebot eines frei gewordenen Seminarplatzes.',
    canonicalPath: WAITLIST_PAGE_PATH,
    // An offer page is personal (its id is in the URL); no search engine should keep it.
    noIndex: true,
  }),
  modules: [WAITLIST_PAGE],
};

/** /warteliste (spec §2): the page the offer mail links to. */
export const waitlistRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: WAITLIST_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./waitlist.loader')).waitlistLoader(container)),
    action: onFirstCall(async () => (await import('./waitlist.loader')).waitlistAction(container)),
    lazy: async () => ({ Component: (await import('./WaitlistPage')).WaitlistPage }),
    handle,
  },
];
