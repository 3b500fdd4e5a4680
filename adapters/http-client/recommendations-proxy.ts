import type * as TE from 'fp-ts/TaskEither';
import { RecommendationQuery, RecommendationsWire } from '../../application/recommendations/recommendations.codecs';
import { RECOMMENDATION_PATHS, type RecommendationKind } from '../../application/recommendations/recommendations.paths';
import type { Recommendations } from '../../application/recommendations/recommendations.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** Related topics, news, seminars … over HTTP (GET /recommendations/get-related-*), for the browser. */
export class RecommendationsProxy implements Recommendations {
  constructor(private readonly transport: HttpTransport) {}

  related(kind: RecommendationKind, query: RecommendationQuery): TE.TaskEither<AppError, RecommendationsWire> {
    return callApi(this.transport, RecommendationsWire)({ path: RECOMMENDATION_PATHS[kind], query: RecommendationQuery.encode(query) });
  }
}
