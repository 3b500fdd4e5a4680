import type * as TE from 'fp-ts/TaskEither';
import { CACHE_PATHS, cacheClearPath, type CacheAdmin } from '../../application/cache/cache-admin.port';
import { CacheClearWire, CacheListWire } from '../../application/cache/cache.codecs';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The caches over the JSON transport, for the browser (the cache page after a client-side navigation). */
export class CacheAdminProxy implements CacheAdmin {
  constructor(private readonly transport: HttpTransport) {}

  listCaches(): TE.TaskEither<AppError, CacheListWire> {
    return callApi(this.transport, CacheListWire)({ path: CACHE_PATHS.list });
  }

  clearCache(name: string): TE.TaskEither<AppError, CacheClearWire> {
    return callApi(this.transport, CacheClearWire)({ method: 'POST', path: cacheClearPath(name) });
  }

  clearAllCaches(): TE.TaskEither<AppError, CacheClearWire> {
    return callApi(this.transport, CacheClearWire)({ method: 'POST', path: CACHE_PATHS.clearAll });
  }
}
