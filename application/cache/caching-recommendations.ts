import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RecommendationQuery, RecommendationsWire } from '../recommendations/recommendations.codecs';
import type { RecommendationKind } from '../recommendations/recommendations.paths';
import type { Recommendations } from '../recommendations/recommendations.port';
import type { Cache } from './cache.port';

/** One entry per kind and subject: the themes (in the order asked), the content item, the limit. */
export const recommendationCacheKey = (kind: RecommendationKind, query: RecommendationQuery): string =>
  `${kind}|${query.theme ?? ''}|${query.content === undefined ? '' : String(query.content)}|${query.limit === undefined ? '' : String(query.limit)}`;

/**
 * The recommendations are the same for every visitor of a seminar, a cart's dates or a portal's
 * bookings, and computing them reads every theme and topic: kept per subject in the
 * "recommendations" cache (cleared under /cache and with the catalogue, on every instance). One
 * computation runs per key however many requests miss at once; failures are not kept.
 */
export class CachingRecommendations implements Recommendations {
  readonly #inFlight = new Map<string, Promise<E.Either<AppError, RecommendationsWire>>>();

  constructor(
    private readonly inner: Recommendations,
    private readonly cache: Cache<RecommendationsWire>,
  ) {}

  related(kind: RecommendationKind, query: RecommendationQuery): TE.TaskEither<AppError, RecommendationsWire> {
    return () => {
      const key = recommendationCacheKey(kind, query);
      const hit = this.cache.get(key);
      if (hit !== undefined) return Promise.resolve(E.right(hit));
      const running = this.#inFlight.get(key);
      if (running !== undefined) return running;
      const computing = this.inner
        .related(kind, query)()
        .then((result) => {
          if (E.isRight(result)) this.cache.set(key, result.right);
          return result;
        })
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, computing);
      return computing;
    };
  }
}
