import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RecommendationQuery, RecommendationsWire } from './recommendations.codecs';
import type { RecommendationKind } from './recommendations.paths';

/** Related topics, news, seminars, conferences and videos for seminars or a knowledge item. */
export interface Recommendations {
  related(kind: RecommendationKind, query: RecommendationQuery): TE.TaskEither<AppError, RecommendationsWire>;
}
