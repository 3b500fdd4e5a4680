import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { notFound } from '../../domain/errors/app-error';
import type { RecommendationQuery, RecommendationsWire } from '../recommendations/recommendations.codecs';
import type { RecommendationKind } from '../recommendations/recommendations.paths';
import type { Recommendations } from '../recommendations/recommendations.port';
import { mapCache } from './map-cache.testing';
import { CachingRecommendations } from './caching-recommendations';

const setUp = () => {
  const calls: [RecommendationKind, RecommendationQuery][] = [];
  let failing = false;
  const inner: Recommendations = {
    related: (kind, query) => () => {
      calls.push([kind, query]);
      if (failing) return Promise.resolve(E.left(notFound('Diesen Inhalt gibt es nicht.')));
      return Promise.resolve(E.right([{ kind: 'theme', title: `zu ${query.theme ?? ''}`, path: '/seminare/p/x', site: 'main', reason: 'Gleiches Thema: x' }]));
    },
  };
  const cache = mapCache<RecommendationsWire>();
  return { recommendations: new CachingRecommendations(inner, cache), cache, calls, fail: (on: boolean) => (failing = on) };
};

describe('CachingRecommendations', () => {
  it('computes each subject once and answers repeats from the cache', async () => {
    const { recommendations, calls } = setUp();
    await recommendations.related('themes', { theme: 'arbeitsrecht-1', limit: 3 })();
    const again = await recommendations.related('themes', { theme: 'arbeitsrecht-1', limit: 3 })();
    expect(again).toEqual(E.right([{ kind: 'theme', title: 'zu arbeitsrecht-1', path: '/seminare/p/x', site: 'main', reason: 'Gleiches Thema: x' }]));
    expect(calls).toHaveLength(1);
  });

  it('keeps another kind, subject or limit apart', async () => {
    const { recommendations, calls } = setUp();
    await recommendations.related('themes', { theme: 'a', limit: 3 })();
    await recommendations.related('themes', { theme: 'a', limit: 4 })();
    await recommendations.related('themes', { theme: 'b', limit: 3 })();
    await recommendations.related('topics', { theme: 'a', limit: 3 })();
    await recommendations.related('news', { content: 7 })();
    expect(calls).toHaveLength(5);
  });

  it('runs one computation for callers that miss at the same time', async () => {
    const { recommendations, calls } = setUp();
    await Promise.all([1, 2, 3].map(() => recommendations.related('themes', { theme: 'a' })()));
    expect(calls).toHaveLength(1);
  });

  it('keeps no failure, and computes again once the cache is cleared', async () => {
    const { recommendations, calls, cache, fail } = setUp();
    fail(true);
    expect(E.isLeft(await recommendations.related('news', { content: 7 })())).toBe(true);
    expect(cache.entries.size).toBe(0);
    fail(false);
    await recommendations.related('news', { content: 7 })();
    cache.clear();
    await recommendations.related('news', { content: 7 })();
    expect(calls).toHaveLength(3);
  });
});
