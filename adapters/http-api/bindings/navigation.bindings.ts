import type { Container } from 'inversify';
import type { CacheRegistry } from '../../../application/cache/cache-registry';
import { CATALOGUE_CACHES } from '../../../application/cache/catalogue-caches';
import { CachingNavigation } from '../../../application/cache/caching-navigation';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import { CATALOGUE } from '../../../application/catalogue/catalogue.tokens';
import type { SiteNavigationWire } from '../../../application/navigation/navigation.codecs';
import { NavigationService } from '../../../application/navigation/navigation.service';
import { NAVIGATION } from '../../../application/navigation/navigation.tokens';
import type { Clock } from '../../../application/ports/clock';
import { MemoryLruCache } from '../../cache/memory-lru-cache';

/** The tree follows the catalogue's rubrics and themes, which change rarely: a minute is fresh enough. */
const NAVIGATION_TTL_MS = 60_000;

/** The header navigation of both sites, behind the "navigation tree" cache (one entry per site). */
export const bindNavigation = (container: Container, clock: Clock, caches: CacheRegistry): void => {
  const cache = caches.register(
    new MemoryLruCache<SiteNavigationWire>({
      name: CATALOGUE_CACHES.navigation,
      description: 'Navigationsbaum je Website (Hauptseite, Betriebsrat-Wissen)',
      maxEntries: 8,
      ttlMs: NAVIGATION_TTL_MS,
      clock,
    }),
  );
  container
    .bind(NAVIGATION)
    .toResolvedValue((catalogue: Catalogue) => new CachingNavigation(new NavigationService(catalogue), cache), [CATALOGUE])
    .inSingletonScope();
};
