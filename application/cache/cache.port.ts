/** What a cache can tell about itself: for the operator's /cache list. */
export interface CacheStats {
  readonly name: string;
  /** What is cached, in a few words (German, for the operator). */
  readonly description: string;
  readonly entries: number;
  readonly maxEntries: number;
  readonly ttlSeconds: number;
  readonly hits: number;
  readonly misses: number;
}

/**
 * A named key-value cache of one server instance. Values expire after a time to live and the
 * least recently used entry goes first when the cache is full. Values are kept as given:
 * callers store immutable values only.
 */
export interface Cache<V> {
  readonly name: string;
  get(key: string): V | undefined;
  /** ttlMs overrides the cache's own time to live for this entry. */
  set(key: string, value: V, ttlMs?: number): void;
  clear(): void;
  stats(): CacheStats;
}

/** hits / (hits + misses), or null before the first lookup. */
export const hitRate = ({ hits, misses }: Pick<CacheStats, 'hits' | 'misses'>): number | null =>
  hits + misses === 0 ? null : hits / (hits + misses);
