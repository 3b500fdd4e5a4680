import type { Container } from 'inversify';
import { CachingCatalogue, type CatalogueCaches } from '../../../application/cache/caching-catalogue';
import { CATALOGUE_CACHES } from '../../../application/cache/catalogue-caches';
import type { CacheRegistry } from '../../../application/cache/cache-registry';
import { CATALOGUE, CATALOGUE_REPOSITORY } from '../../../application/catalogue/catalogue.tokens';
import { CatalogueService } from '../../../application/catalogue/catalogue.service';
import type { CatalogueRepository } from '../../../application/catalogue/catalogue.repository';
import type { SeminarIndex } from '../../../application/catalogue/seminar-index';
import type { Cache } from '../../../application/cache/cache.port';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { MemoryLruCache } from '../../cache/memory-lru-cache';
import { DrizzleCatalogueRepository } from '../../db/catalogue-repository';
import type { AppDatabase } from '../../db/database';
import { MINUTE_MS } from './caches.bindings';

/** The catalogue: the repository, and the service behind the caches of its most asked reads. */
export const bindCatalogue = (container: Container, db: AppDatabase, clock: Clock, caches: CacheRegistry): void => {
  container.bind(CATALOGUE_REPOSITORY).toConstantValue(new DrizzleCatalogueRepository(db));
  const catalogueCaches = catalogueCachesIn(caches, clock);
  container
    .bind(CATALOGUE)
    .toResolvedValue(
      (repository: CatalogueRepository, now: Clock) =>
        new CachingCatalogue(new CatalogueService(repository, now, catalogueCaches.searchIndex), catalogueCaches, now),
      [CATALOGUE_REPOSITORY, CLOCK],
    )
    .inSingletonScope();
};

/** The catalogue reads worth caching: each asked many times a minute with the same answer. */
const catalogueCachesIn = (caches: CacheRegistry, clock: Clock): CatalogueCaches & { readonly searchIndex: Cache<SeminarIndex> } => ({
  searches: caches.register(
    new MemoryLruCache({ name: CATALOGUE_CACHES.searches, description: 'Seminarsuche je Anfrage (Seminare mit ihren nächsten Terminen)', maxEntries: 1000, ttlMs: MINUTE_MS, clock }),
  ),
  // Every theme's texts and every upcoming date. The service reads them anew after a minute while
  // searches go on with these; the ten minutes only drop an index nobody searches with.
  searchIndex: caches.register(
    new MemoryLruCache<SeminarIndex>({
      name: CATALOGUE_CACHES.searchIndex,
      description: 'Suchindex der Seminare (Titel, Untertitel, Schlagworte, Beschreibung) mit allen kommenden Terminen',
      maxEntries: 1,
      ttlMs: 10 * MINUTE_MS,
      clock,
    }),
  ),
  listings: caches.register(
    new MemoryLruCache({ name: CATALOGUE_CACHES.listings, description: 'Seminarlisten und Suchergebnisse je Anfrage', maxEntries: 1000, ttlMs: MINUTE_MS, clock }),
  ),
  events: caches.register(
    new MemoryLruCache({ name: CATALOGUE_CACHES.events, description: 'Seminartermine mit Relationen (/api/consumer)', maxEntries: 2000, ttlMs: MINUTE_MS, clock }),
  ),
  rubrics: caches.register(new MemoryLruCache({ name: CATALOGUE_CACHES.rubrics, description: 'Rubrikenliste', maxEntries: 4, ttlMs: MINUTE_MS, clock })),
  hotels: caches.register(
    new MemoryLruCache({ name: CATALOGUE_CACHES.hotels, description: 'Hotellisten je Ort', maxEntries: 200, ttlMs: MINUTE_MS, clock }),
  ),
});
