import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { withModules } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import type { SearchPageData } from './search.loader';
import { onFirstCall } from '../../routing/on-first-call';

const searchHandle: RouteHandle = {
  meta: (loaderData) => {
    const { q } = loaderData as SearchPageData;
    return {
      title: `${q === '' ? 'Suche' : `Suche: ${q}`} | ${SITE_NAME}`,
      description: 'Seminare, Termine und Beiträge für Betriebsräte durchsuchen.',
      canonicalPath: '/suche',
      // Result pages are endless variations of one page: not for search engines.
      noIndex: true,
    };
  },
};

/** The search results page (spec §2: the header search submits to it). */
export const searchRoutes = (container: PageContainer): RouteObject[] => [
  { path: 'suche', loader: onFirstCall(async () => (await import('./search.loader')).searchLoader(container)), lazy: async () => ({ Component: (await import('./SearchPage')).SearchPage }), handle: withModules(searchHandle , 'ui/pages/search/SearchPage.tsx')},
];
