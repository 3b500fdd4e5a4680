import { describe, expect, it } from 'vitest';
import type { Cache, CacheStats } from './cache.port';
import type { CacheInvalidation, CacheInvalidationBus, CacheInvalidationListener } from './cache-invalidation';
import { CacheAdminService } from './cache-admin.service';
import { CacheRegistry } from './cache-registry';
import { CATALOGUE_CACHES, CatalogueCacheClearing } from './catalogue-caches';

/** A cache that only counts: what the registry and the service do with it is under test. */
const countingCache = (name: string, stats: Partial<CacheStats> = {}): Cache<string> & { cleared: number } => ({
  name,
  cleared: 0,
  get: () => undefined,
  set: () => undefined,
  clear() {
    this.cleared += 1;
  },
  stats: () => ({ name, description: `Cache ${name}`, entries: 0, maxEntries: 10, ttlSeconds: 60, hits: 0, misses: 0, ...stats }),
});

class RecordingBus implements CacheInvalidationBus {
  readonly sent: CacheInvalidation[] = [];
  listener: CacheInvalidationListener | undefined;
  failing = false;

  publish(message: CacheInvalidation): Promise<void> {
    if (this.failing) return Promise.reject(new Error('database down'));
    this.sent.push(message);
    return Promise.resolve();
  }

  subscribe(listener: CacheInvalidationListener): void {
    this.listener = listener;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

const setUp = () => {
  const registry = new CacheRegistry();
  const listings = countingCache('listings', { hits: 3, misses: 1, entries: 2 });
  const events = countingCache('events');
  registry.register(listings);
  registry.register(events);
  const bus = new RecordingBus();
  return { registry, listings, events, bus, service: new CacheAdminService(registry, bus, 'instance-1') };
};

describe('CacheAdminService', () => {
  it('lists the caches by name with their hit rate', async () => {
    const { service } = setUp();
    expect(await service.listCaches()()).toEqual({
      _tag: 'Right',
      right: {
        caches: [
          { name: 'events', description: 'Cache events', entries: 0, maxEntries: 10, ttlSeconds: 60, hits: 0, misses: 0, hitRate: null },
          { name: 'listings', description: 'Cache listings', entries: 2, maxEntries: 10, ttlSeconds: 60, hits: 3, misses: 1, hitRate: 0.75 },
        ],
      },
    });
  });

  it('clears here at once and tells the other instances', async () => {
    const { service, listings, events, bus } = setUp();
    expect(await service.clearCache('listings')()).toEqual({ _tag: 'Right', right: { cleared: ['listings'], broadcast: true } });
    expect([listings.cleared, events.cleared]).toEqual([1, 0]);
    expect(bus.sent).toEqual([{ origin: 'instance-1', target: { scope: 'one', name: 'listings' } }]);
    expect(await service.clearAllCaches()()).toEqual({ _tag: 'Right', right: { cleared: ['events', 'listings'], broadcast: true } });
  });

  it('says when the others could not be told, and knows no unknown cache', async () => {
    const { service, bus } = setUp();
    bus.failing = true;
    expect(await service.clearAllCaches()()).toEqual({ _tag: 'Right', right: { cleared: ['events', 'listings'], broadcast: false } });
    expect(await service.clearCache('gibt-es-nicht')()).toEqual({ _tag: 'Left', left: { _tag: 'NotFound', message: 'Einen Cache „gibt-es-nicht“ gibt es nicht.' } });
  });

  it('follows the clears of other instances and ignores its own', () => {
    const { listings, events, bus } = setUp();
    bus.listener?.({ origin: 'instance-1', target: { scope: 'all' } });
    expect(listings.cleared).toBe(0);
    bus.listener?.({ origin: 'instance-2', target: { scope: 'one', name: 'events' } });
    bus.listener?.({ origin: 'instance-2', target: { scope: 'one', name: 'gibt-es-nicht' } });
    bus.listener?.({ origin: 'reconnect', target: { scope: 'all' } });
    expect([listings.cleared, events.cleared]).toEqual([1, 2]);
  });

  it('refuses a second cache of one name (a wiring bug)', () => {
    const { registry } = setUp();
    expect(() => registry.register(countingCache('events'))).toThrow('a cache named events is registered already');
  });
});

describe('CatalogueCacheClearing', () => {
  it('clears every catalogue cache here and sends each clear to the other instances; other caches stay', async () => {
    const registry = new CacheRegistry();
    const catalogue = Object.values(CATALOGUE_CACHES).filter((name) => name !== CATALOGUE_CACHES.downloadFiles).map((name) => countingCache(name));
    // The knowledge content's index holds no catalogue data.
    const content = countingCache('content-search-index');
    for (const cache of [...catalogue, content]) registry.register(cache);
    const bus = new RecordingBus();
    await new CatalogueCacheClearing(new CacheAdminService(registry, bus, 'instance-1')).catalogueChanged();
    expect(catalogue.map((cache) => cache.cleared)).toEqual(catalogue.map(() => 1));
    expect(content.cleared).toBe(0);
    expect(bus.sent.map((message) => message.target)).toEqual(catalogue.map((cache) => ({ scope: 'one', name: cache.name })));
  });
});
