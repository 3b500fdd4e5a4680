import { token } from '../tokens';
import type { Recommendations } from './recommendations.port';
import type { RecommendationSources } from './recommendations.sources';

export const RECOMMENDATION_SOURCES = token<RecommendationSources>('RecommendationSources');
export const RECOMMENDATIONS = token<Recommendations>('Recommendations');
