import type { CacheInvalidation, CacheInvalidationBus, CacheInvalidationListener } from '../../application/cache/cache-invalidation';

/**
 * The bus of a single instance (PGlite has one process): a clear reaches the listeners of this
 * process only, which is everyone there is.
 */
export class InProcessInvalidationBus implements CacheInvalidationBus {
  readonly #listeners: CacheInvalidationListener[] = [];

  publish(message: CacheInvalidation): Promise<void> {
    for (const listener of this.#listeners) listener(message);
    return Promise.resolve();
  }

  subscribe(listener: CacheInvalidationListener): void {
    this.#listeners.push(listener);
  }

  close(): Promise<void> {
    this.#listeners.length = 0;
    return Promise.resolve();
  }
}
