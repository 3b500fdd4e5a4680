import type { Cache, CacheStats } from './cache.port';

/**
 * The caches of one server instance, by name: what /cache lists and clears. A part of the
 * product that caches something registers its cache here once, at composition.
 */
export class CacheRegistry {
  readonly #caches = new Map<string, Cache<unknown>>();

  /** Throws on a second cache of the same name: that is a wiring bug. */
  register<V>(cache: Cache<V>): Cache<V> {
    if (this.#caches.has(cache.name)) throw new Error(`a cache named ${cache.name} is registered already`);
    this.#caches.set(cache.name, cache);
    return cache;
  }

  names(): readonly string[] {
    return [...this.#caches.keys()].sort();
  }

  has(name: string): boolean {
    return this.#caches.has(name);
  }

  stats(): readonly CacheStats[] {
    return this.names().flatMap((name) => {
      const cache = this.#caches.get(name);
      return cache === undefined ? [] : [cache.stats()];
    });
  }

  /** Clears one cache; false when there is none of that name. */
  clear(name: string): boolean {
    const cache = this.#caches.get(name);
    cache?.clear();
    return cache !== undefined;
  }

  clearAll(): readonly string[] {
    for (const cache of this.#caches.values()) cache.clear();
    return this.names();
  }
}
