import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import type { OnlineFaxPageData } from './online-fax.loader';
import { ONLINE_FAX_PAGE_PATH, onlineFaxPagePath } from './online-fax.paths';
import { onFirstCall } from '../../routing/on-first-call';

const handle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const { date } = loaderData as OnlineFaxPageData;
    return {
      title: `Bestellformular zum Faxen: ${date.title} | ${SITE_NAME}`,
      description: 'Das Bestellformular für Ihren Arbeitgeber: ausfüllen, als PDF drucken, unterschreiben und faxen.',
      canonicalPath: onlineFaxPagePath(date.eventId),
      noIndex: true,
    };
  },
  modules: ['ui/pages/online-fax/OnlineFaxPage.tsx'],
};

/** /seminare/warenkorb/online-fax/{eventId} (spec §2): the page; its form opens the filled PDF. */
export const onlineFaxRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: ONLINE_FAX_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./online-fax.loader')).onlineFaxLoader(container)),
    lazy: async () => ({ Component: (await import('./OnlineFaxPage')).OnlineFaxPage }),
    handle,
  },
];
