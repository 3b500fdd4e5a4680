import type { Container } from 'inversify';
import type { CacheRegistry } from '../../../application/cache/cache-registry';
import { CATALOGUE_CACHES } from '../../../application/cache/catalogue-caches';
import { CachingRecommendations } from '../../../application/cache/caching-recommendations';
import type { RecommendationsWire } from '../../../application/recommendations/recommendations.codecs';
import { MemoryLruCache } from '../../cache/memory-lru-cache';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { RecommendationService } from '../../../application/recommendations/recommendations.service';
import type { RecommendationSources } from '../../../application/recommendations/recommendations.sources';
import { RECOMMENDATIONS, RECOMMENDATION_SOURCES } from '../../../application/recommendations/recommendations.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleRecommendationSources } from '../../db/recommendations/recommendation-sources';

/** Like the catalogue's caches: a minute at most between a change and what the pages recommend. */
const RECOMMENDATIONS_TTL_MS = 60_000;

/** The recommendations (/recommendations/get-related-…), behind the "recommendations" cache. */
export const bindRecommendations = (container: Container, db: AppDatabase, clock: Clock, caches: CacheRegistry): void => {
  container.bind(RECOMMENDATION_SOURCES).toConstantValue(new DrizzleRecommendationSources(db));
  const cache = caches.register(
    new MemoryLruCache<RecommendationsWire>({
      name: CATALOGUE_CACHES.recommendations,
      description: 'Empfehlungen je Seminar, Warenkorb und Inhalt („Das könnte Sie auch interessieren“)',
      maxEntries: 2000,
      ttlMs: RECOMMENDATIONS_TTL_MS,
      clock,
    }),
  );
  container
    .bind(RECOMMENDATIONS)
    .toResolvedValue(
      (sources: RecommendationSources, now: Clock) => new CachingRecommendations(new RecommendationService({ sources, clock: now }), cache),
      [RECOMMENDATION_SOURCES, CLOCK],
    )
    .inSingletonScope();
};
