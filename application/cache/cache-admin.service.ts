import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notFound, type AppError } from '../../domain/errors/app-error';
import type { CacheAdmin } from './cache-admin.port';
import type { CacheInvalidation, CacheInvalidationBus } from './cache-invalidation';
import type { CacheRegistry } from './cache-registry';
import { hitRate } from './cache.port';
import type { CacheClearWire, CacheListWire } from './cache.codecs';
import { CACHE_MESSAGES } from './messages';

/**
 * The caches of this instance, cleared here at once and on every other instance through the
 * bus. A clear that cannot be broadcast (the database does not answer) is still done here and
 * says so (`broadcast: false`): the operator then knows to repeat it.
 */
export class CacheAdminService implements CacheAdmin {
  constructor(
    private readonly registry: CacheRegistry,
    private readonly bus: CacheInvalidationBus,
    /** This instance's id, so it skips its own broadcast. */
    private readonly instanceId: string,
  ) {
    bus.subscribe((message) => {
      if (message.origin !== instanceId) this.apply(message.target);
    });
  }

  listCaches(): TE.TaskEither<AppError, CacheListWire> {
    return () =>
      Promise.resolve(E.right({ caches: this.registry.stats().map((stats) => ({ ...stats, hitRate: hitRate(stats) })) }));
  }

  clearCache(name: string): TE.TaskEither<AppError, CacheClearWire> {
    return async () => {
      if (!this.registry.has(name)) return E.left(notFound(CACHE_MESSAGES.unknownCache(name)));
      return E.right(await this.clearEverywhere({ scope: 'one', name }));
    };
  }

  clearAllCaches(): TE.TaskEither<AppError, CacheClearWire> {
    return async () => E.right(await this.clearEverywhere({ scope: 'all' }));
  }

  private async clearEverywhere(target: CacheInvalidation['target']): Promise<CacheClearWire> {
    const cleared = this.apply(target);
    const broadcast = await this.bus.publish({ origin: this.instanceId, target }).then(
      () => true,
      () => false,
    );
    return { cleared, broadcast };
  }

  private apply(target: CacheInvalidation['target']): readonly string[] {
    if (target.scope === 'all') return this.registry.clearAll();
    return this.registry.clear(target.name) ? [target.name] : [];
  }
}
