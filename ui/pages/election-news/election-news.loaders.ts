import type { LoaderFunctionArgs } from 'react-router';
import { ELECTION_NEWS_CATEGORIES, categoryOf, type ContentCategory } from '../../../application/content/content-categories';
import { ContentItemWire } from '../../../application/content/content.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CONTENT } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { withRelated, type ItemPageData, type PageData } from '../works-council/works-council.loaders';
import { listingPage, pageNotFound } from './content-listing';

export const ELECTION_NEWS_PAGE_SIZE = 6;

export interface ElectionNewsPageData {
  /** null on the archive (all categories). */
  readonly category: ContentCategory | null;
  readonly categories: readonly ContentCategory[];
  readonly page: PageData;
}

const UNKNOWN_CATEGORY = 'Diese Kategorie der Wahl-News gibt es nicht. Alle Meldungen zur Betriebsratswahl finden Sie im Archiv.';

/** /wahlseiten-news/archiv/: every election news item, newest first, paged. */
export const archiveLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<ElectionNewsPageData> => ({
    category: null,
    categories: ELECTION_NEWS_CATEGORIES,
    page: await listingPage(container, request, 'election-news', ELECTION_NEWS_PAGE_SIZE),
  });

/** /wahlseiten-news/kategorie/{x}: one category's items; an unknown category is a 404, not an empty list. */
export const categoryLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<ElectionNewsPageData> => {
    const category = categoryOf(ELECTION_NEWS_CATEGORIES, params.category) ?? pageNotFound(UNKNOWN_CATEGORY);
    return {
      category,
      categories: ELECTION_NEWS_CATEGORIES,
      page: await listingPage(container, request, 'election-news', ELECTION_NEWS_PAGE_SIZE, category.slug),
    };
  };

/** /wahlseiten-news/{x}: one item (the path content-paths.ts gives it). */
export const electionNewsItemLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<ItemPageData> =>
    withRelated(container, request, ContentItemWire.encode(await runTask(resolveService(container, CONTENT).detail('election-news', params.slug ?? ''))));
