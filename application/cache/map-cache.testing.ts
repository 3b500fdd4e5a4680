import type { Cache, CacheStats } from './cache.port';

/** A map as cache, for the caching decorators' tests: what a decorator puts in and takes out is what is under test. */
export const mapCache = <V>(): Cache<V> & { readonly entries: Map<string, V> } => {
  const entries = new Map<string, V>();
  return {
    name: 'map',
    entries,
    get: (key) => entries.get(key),
    set: (key, value) => entries.set(key, value),
    clear: () => {
      entries.clear();
    },
    stats: (): CacheStats => ({ name: 'map', description: '', entries: entries.size, maxEntries: 99, ttlSeconds: 60, hits: 0, misses: 0 }),
  };
};
