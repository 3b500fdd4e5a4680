import type { Container } from 'inversify';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { RecommendationService } from '../../../application/recommendations/recommendations.service';
import type { RecommendationSources } from '../../../application/recommendations/recommendations.sources';
import { RECOMMENDATIONS, RECOMMENDATION_SOURCES } from '../../../application/recommendations/recommendations.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleRecommendationSources } from '../../db/recommendations/recommendation-sources';

/** The recommendations (/recommendations/get-related-…). */
export const bindRecommendations = (container: Container, db: AppDatabase): void => {
  container.bind(RECOMMENDATION_SOURCES).toConstantValue(new DrizzleRecommendationSources(db));
  container
    .bind(RECOMMENDATIONS)
    .toResolvedValue((sources: RecommendationSources, clock: Clock) => new RecommendationService({ sources, clock }), [RECOMMENDATION_SOURCES, CLOCK])
    .inSingletonScope();
};
