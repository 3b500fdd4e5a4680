import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { searchLoader, type SearchPageData } from './search.loader';
import { SearchPage } from './SearchPage';

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
export const searchRoutes = (container: Container): RouteObject[] => [
  { path: 'suche', loader: searchLoader(container), Component: SearchPage, handle: searchHandle },
];
