import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { SiteNavigationWire } from '../navigation/navigation.codecs';
import type { Navigation, NavigationRequest } from '../navigation/navigation.port';
import type { Cache } from './cache.port';

/** One navigation tree per site variant and sister origin (a host may be reached on several ports). */
export const navigationCacheKey = ({ site, sisterOrigin }: NavigationRequest): string => `${site}|${sisterOrigin}`;

/**
 * The navigation tree is built on every page render and every GET /api/navigation, from three
 * catalogue reads: cached per site (the "navigation tree" cache, cleared under /cache like the
 * others). One build runs per key however many requests miss at once; failures are not kept.
 */
export class CachingNavigation implements Navigation {
  readonly #inFlight = new Map<string, Promise<E.Either<AppError, SiteNavigationWire>>>();

  constructor(
    private readonly inner: Navigation,
    private readonly cache: Cache<SiteNavigationWire>,
  ) {}

  navigation(request: NavigationRequest): TE.TaskEither<AppError, SiteNavigationWire> {
    return () => {
      const key = navigationCacheKey(request);
      const hit = this.cache.get(key);
      if (hit !== undefined) return Promise.resolve(E.right(hit));
      const running = this.#inFlight.get(key);
      if (running !== undefined) return running;
      const loading = this.inner
        .navigation(request)()
        .then((result) => {
          if (E.isRight(result)) this.cache.set(key, result.right);
          return result;
        })
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, loading);
      return loading;
    };
  }
}
