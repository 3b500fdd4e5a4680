import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { CacheClearWire, CacheListWire } from './cache.codecs';

/**
 * The server's caches for the operator (/cache/*, admins only). The server binds the service;
 * the CLI binds the HTTP proxy.
 */
export interface CacheAdmin {
  /** GET /cache/list */
  listCaches(): TE.TaskEither<AppError, CacheListWire>;
  /** POST /cache/clear/{name}: on every instance sharing the database. */
  clearCache(name: string): TE.TaskEither<AppError, CacheClearWire>;
  /** POST /cache/clear-all */
  clearAllCaches(): TE.TaskEither<AppError, CacheClearWire>;
}

export const CACHE_PATHS = {
  list: '/cache/list',
  clear: '/cache/clear/:name',
  clearAll: '/cache/clear-all',
} as const;

export const cacheClearPath = (name: string): string => `/cache/clear/${encodeURIComponent(name)}`;
