import * as E from 'fp-ts/Either';
import type { RecommendationQuery } from '../../../application/recommendations/recommendations.codecs';
import type { RecommendationKind } from '../../../application/recommendations/recommendations.paths';
import { resolveService, type PageContainer } from '../../di/page-container';
import { RECOMMENDATIONS } from '../../di/ui.tokens';
import { recommendationCards, type RecommendationCard } from './recommendation-cards';
import { hereOf } from './site-link';

export type RelatedCards<K extends RecommendationKind> = Readonly<Record<K, readonly RecommendationCard[]>>;

/**
 * The recommendations of each kind for one subject (a seminar, a content item, the booked
 * seminars, a cart), asked in parallel. They are an extra: a kind that fails is an empty list,
 * never a broken page. The query names the subject only, so a public page stays everyone's.
 */
export const relatedCards = async <K extends RecommendationKind>(
  container: PageContainer,
  query: RecommendationQuery,
  kinds: readonly K[],
): Promise<RelatedCards<K>> => {
  const recommendations = resolveService(container, RECOMMENDATIONS);
  const here = hereOf(container);
  const answers = await Promise.all(kinds.map((kind) => recommendations.related(kind, query)()));
  return Object.fromEntries(kinds.map((kind, index) => {
    const answer = answers[index];
    return [kind, answer !== undefined && E.isRight(answer) ? recommendationCards(answer.right, here) : []];
  })) as RelatedCards<K>;
};
