import * as t from 'io-ts';

/** One cache as /cache/list shows it. */
export const CacheInfoWire = t.readonly(
  t.type({
    name: t.string,
    description: t.string,
    entries: t.number,
    maxEntries: t.number,
    ttlSeconds: t.number,
    hits: t.number,
    misses: t.number,
    /** hits / (hits + misses) from 0 to 1; null before the first lookup. */
    hitRate: t.union([t.number, t.null]),
  }),
  'CacheInfoWire',
);
export type CacheInfoWire = t.TypeOf<typeof CacheInfoWire>;

export const CacheListWire = t.readonly(t.type({ caches: t.readonlyArray(CacheInfoWire) }), 'CacheListWire');
export type CacheListWire = t.TypeOf<typeof CacheListWire>;

/** What a clear did: the caches cleared here, and that the other instances were told. */
export const CacheClearWire = t.readonly(
  t.type({ cleared: t.readonlyArray(t.string), broadcast: t.boolean }),
  'CacheClearWire',
);
export type CacheClearWire = t.TypeOf<typeof CacheClearWire>;

const CACHE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A cache name as it comes in a path: lower-case letters, digits and dashes. */
export const CacheName = new t.Type<string, string, unknown>(
  'CacheName',
  (value): value is string => typeof value === 'string' && CACHE_NAME.test(value),
  (input, context) =>
    typeof input === 'string' && CACHE_NAME.test(input)
      ? t.success(input)
      : t.failure(input, context, 'Bitte geben Sie den Namen eines Caches an (Kleinbuchstaben, Ziffern und Bindestriche).'),
  (value) => value,
);

export const CacheNameParams = t.type({ name: CacheName });
