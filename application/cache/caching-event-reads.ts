import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { Cache } from './cache.port';

export type EventReads = Pick<CatalogueRepository, 'findEvent'>;

/**
 * The dates a cart holds, each read with its theme, modules and venues: the cart page, the
 * checkout and every cart call read them again, a handful of statements per date, while they
 * change a few times a year. Kept per date in the "cart-events" cache (cleared under /cache and on
 * every instance through the invalidation bus, else after its time to live, as the catalogue's
 * caches). Only what shows: an order reads its dates itself, in its transaction.
 */
export const cachingEventReads = (inner: EventReads, cache: Cache<CatalogueEvent>): EventReads => ({
  findEvent: async (eventId) => {
    const key = String(eventId);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const found = await inner.findEvent(eventId);
    // An unknown date is not kept: it may be one being created.
    if (found !== undefined) cache.set(key, found);
    return found;
  },
});
