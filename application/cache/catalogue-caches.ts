import type { CatalogueChangeListener } from '../catalogue-admin/change-seminar-dates';
import type { CacheAdmin } from './cache-admin.port';
import { PUBLIC_PAGES_CACHE } from './public-pages';

/** The caches that hold catalogue data: what the back office's changes make stale. */
export const CATALOGUE_CACHES = {
  listings: 'catalogue-listings',
  searches: 'catalogue-searches',
  /** The seminar search's index: a changed title or a hidden seminar is found (or not) at once. */
  searchIndex: 'catalogue-search-index',
  /** The cart's and the checkout's dates: a new price applies to the next booking. */
  cartEvents: 'cart-events',
  recommendations: 'recommendations',
  /** The header's rubrics and seminars. */
  navigation: 'navigation-tree',
  events: 'catalogue-events',
  rubrics: 'catalogue-rubrics',
  hotels: 'catalogue-hotels',
  /** The catalogue as a PDF among the downloads. */
  downloadFiles: 'download-files',
  publicPages: PUBLIC_PAGES_CACHE,
} as const;

/**
 * After a committed catalogue change: each catalogue cache is cleared here and, through the
 * invalidation bus (LISTEN/NOTIFY on PostgreSQL), on every other instance, so the API answers
 * and the pages show the change at once. A cache this instance does not have (no page build) is
 * skipped; the others still clear theirs when the message names it.
 */
export class CatalogueCacheClearing implements CatalogueChangeListener {
  constructor(private readonly caches: CacheAdmin) {}

  async catalogueChanged(): Promise<void> {
    for (const name of Object.values(CATALOGUE_CACHES)) await this.caches.clearCache(name)();
  }
}
