import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import { CacheAdminService } from '../../../application/cache/cache-admin.service';
import type { CacheInvalidationBus } from '../../../application/cache/cache-invalidation';
import { CacheRegistry } from '../../../application/cache/cache-registry';
import { CACHE_ADMIN, CACHE_INVALIDATION_BUS, CACHE_REGISTRY } from '../../../application/cache/cache.tokens';
import type { Clock } from '../../../application/ports/clock';
import { token } from '../../../application/tokens';
import { PublicPageCache } from '../page-delivery/page-cache';

/** The public pages' HTML (registered even where no pages are served, so its clears still travel). */
export const PUBLIC_PAGE_CACHE = token<PublicPageCache>('PublicPageCache');

/** The caches of this instance and their administration (listed and cleared under /cache). */
export const bindCaches = (container: Container, bus: CacheInvalidationBus, clock: Clock): CacheRegistry => {
  const caches = new CacheRegistry();
  container.bind(PUBLIC_PAGE_CACHE).toConstantValue(caches.register(new PublicPageCache({ clock })));
  container.bind(CACHE_REGISTRY).toConstantValue(caches);
  container.bind(CACHE_INVALIDATION_BUS).toConstantValue(bus);
  container.bind(CACHE_ADMIN).toConstantValue(new CacheAdminService(caches, bus, randomUUID()));
  return caches;
};

export const MINUTE_MS = 60_000;
