import type { Cache, CacheStats } from '../../application/cache/cache.port';
import type { Clock } from '../../application/ports/clock';

export interface MemoryLruCacheOptions {
  readonly name: string;
  readonly description: string;
  /** At least 1. */
  readonly maxEntries: number;
  /** Time to live of an entry unless set() names another; at least 1 ms. */
  readonly ttlMs: number;
  readonly clock: Clock;
}

interface Entry<V> {
  readonly value: V;
  readonly expiresAtMs: number;
}

/**
 * An in-memory LRU cache with a time to live per entry. A Map keeps insertion order, so the
 * least recently used entry is the first key once each hit re-inserts its entry. Expired
 * entries go when they are met or when room is needed.
 */
export class MemoryLruCache<V> implements Cache<V> {
  readonly name: string;
  readonly #entries = new Map<string, Entry<V>>();
  #hits = 0;
  #misses = 0;

  constructor(private readonly options: MemoryLruCacheOptions) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) throw new RangeError('maxEntries must be a whole number from 1');
    if (!(options.ttlMs >= 1)) throw new RangeError('ttlMs must be at least 1');
    this.name = options.name;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.expiresAtMs <= this.#nowMs()) {
      if (entry !== undefined) this.#entries.delete(key);
      this.#misses += 1;
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#hits += 1;
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number = this.options.ttlMs): void {
    const now = this.#nowMs();
    this.#entries.delete(key);
    if (this.#entries.size >= this.options.maxEntries) this.#makeRoom(now);
    this.#entries.set(key, { value, expiresAtMs: now + ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }

  stats(): CacheStats {
    const now = this.#nowMs();
    let entries = 0;
    for (const entry of this.#entries.values()) if (entry.expiresAtMs > now) entries += 1;
    return {
      name: this.name,
      description: this.options.description,
      entries,
      maxEntries: this.options.maxEntries,
      ttlSeconds: this.options.ttlMs / 1000,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  /** Drops the expired entries; if none had expired, the least recently used one. */
  #makeRoom(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.expiresAtMs <= now) this.#entries.delete(key);
    if (this.#entries.size < this.options.maxEntries) return;
    const oldest = this.#entries.keys().next();
    if (oldest.done !== true) this.#entries.delete(oldest.value);
  }

  #nowMs(): number {
    return this.options.clock.now().epochMilliseconds;
  }
}
