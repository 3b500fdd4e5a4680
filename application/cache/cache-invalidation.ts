import * as t from 'io-ts';

/**
 * A clear that must reach every instance sharing the database: one cache by name, or all.
 * `origin` is the instance that cleared already; it ignores its own message.
 */
export const CacheInvalidation = t.readonly(
  t.type({
    origin: t.string,
    target: t.union([t.type({ scope: t.literal('all') }), t.type({ scope: t.literal('one'), name: t.string })]),
  }),
  'CacheInvalidation',
);
export type CacheInvalidation = t.TypeOf<typeof CacheInvalidation>;

export type CacheInvalidationListener = (message: CacheInvalidation) => void;

/**
 * Driven port: how a cache clear travels between instances (PostgreSQL LISTEN/NOTIFY when the
 * database is PostgreSQL, in-process for the single-instance PGlite).
 */
export interface CacheInvalidationBus {
  publish(message: CacheInvalidation): Promise<void>;
  /** Also called with { scope: 'all' } after a lost connection: clears may have been missed meanwhile. */
  subscribe(listener: CacheInvalidationListener): void;
  close(): Promise<void>;
}
