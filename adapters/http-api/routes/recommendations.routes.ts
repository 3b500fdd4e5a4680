import type { FastifyInstance } from 'fastify';
import { RecommendationQuery, RecommendationsWire } from '../../../application/recommendations/recommendations.codecs';
import { RECOMMENDATION_PATHS, type RecommendationKind } from '../../../application/recommendations/recommendations.paths';
import type { Recommendations } from '../../../application/recommendations/recommendations.port';
import { getRouteWith } from './catalogue-route';

/** /recommendations/get-related-topics|news|themes|conferences|videos (spec §7). */
export const recommendationRoutes = (recommendations: Recommendations) => (server: FastifyInstance) => {
  for (const [kind, path] of Object.entries(RECOMMENDATION_PATHS) as [RecommendationKind, string][]) {
    getRouteWith(server, path, { from: (request) => request.query, codec: RecommendationQuery }, RecommendationsWire, (query) => recommendations.related(kind, query));
  }
};
