import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import type { ItemData } from '../works-council/works-council.loaders';
import { ELECTION_NEWS_ARCHIVE_PATH, electionNewsCategoryPath } from '../../../application/content/content-paths';
import { onFirstCall } from '../../routing/on-first-call';
import type { ElectionNewsPageData } from './election-news.loaders';

const loaders = () => import('./election-news.loaders');

const DESCRIPTION = 'Wahl-News zur Betriebsratswahl: Wahlvorbereitung, Wahlverfahren und die Zeit nach der Wahl.';
const withPage = (path: string, page: number): string => (page > 1 ? `${path}?page=${String(page)}` : path);

const listHandle: RouteHandle & ChunkHandle = {
  meta: (loaderData) => {
    const { category, page } = loaderData as ElectionNewsPageData;
    const title = category === null ? 'Wahl-News: Archiv' : `Wahl-News: ${category.name}`;
    const path = category === null ? ELECTION_NEWS_ARCHIVE_PATH : electionNewsCategoryPath(category.slug);
    return { title: `${title} | ${SITE_NAME}`, description: DESCRIPTION, canonicalPath: withPage(path, page.page) };
  },
  modules: ['ui/pages/election-news/ElectionNewsPage.tsx'],
};

/** The election news of the Betriebsratswahl (spec §2 Others), on both sites. */
export const electionNewsRoutes = (container: PageContainer): RouteObject[] => [
  {
    path: 'wahlseiten-news/archiv',
    loader: onFirstCall(async () => (await loaders()).archiveLoader(container)),
    lazy: async () => ({ Component: (await import('./ElectionNewsPage')).ElectionNewsPage }),
    handle: listHandle,
  },
  {
    path: 'wahlseiten-news/kategorie/:category',
    loader: onFirstCall(async () => (await loaders()).categoryLoader(container)),
    lazy: async () => ({ Component: (await import('./ElectionNewsPage')).ElectionNewsPage }),
    handle: listHandle,
  },
  {
    path: 'wahlseiten-news/:slug',
    loader: onFirstCall(async () => (await loaders()).electionNewsItemLoader(container)),
    lazy: async () => ({ Component: (await import('../works-council/ContentPages')).ContentItemPage }),
    handle: {
      meta: (loaderData) => {
        const item = loaderData as ItemData;
        return { title: `${item.title} – Wahl-News | ${SITE_NAME}`, description: item.teaser.slice(0, 160), canonicalPath: item.path };
      },
      modules: ['ui/pages/works-council/ContentPages.tsx'],
    } satisfies RouteHandle & ChunkHandle,
  },
];
