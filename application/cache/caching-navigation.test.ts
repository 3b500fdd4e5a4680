import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../domain/errors/app-error';
import type { SiteNavigationWire } from '../navigation/navigation.codecs';
import type { Navigation, NavigationRequest } from '../navigation/navigation.port';
import { mapCache } from './map-cache.testing';
import { CachingNavigation } from './caching-navigation';

const setUp = () => {
  const calls: NavigationRequest[] = [];
  let failing = false;
  const inner: Navigation = {
    navigation: (request) => () => {
      calls.push(request);
      return Promise.resolve(failing ? E.left(unavailable()) : E.right({ site: request.site, items: [], layers: [] }));
    },
  };
  const cache = mapCache<SiteNavigationWire>();
  return { navigation: new CachingNavigation(inner, cache), cache, calls, fail: (on: boolean) => (failing = on) };
};

const MAIN: NavigationRequest = { site: 'main', sisterOrigin: 'http://betriebsrat.localhost:3000' };
const WORKS_COUNCIL: NavigationRequest = { site: 'works-council', sisterOrigin: 'http://localhost:3000' };

describe('CachingNavigation', () => {
  it('builds each site’s tree once and answers repeats from the cache', async () => {
    const { navigation, calls } = setUp();
    await navigation.navigation(MAIN)();
    await navigation.navigation(MAIN)();
    await navigation.navigation(WORKS_COUNCIL)();
    expect(await navigation.navigation(WORKS_COUNCIL)()).toEqual(E.right({ site: 'works-council', items: [], layers: [] }));
    expect(calls).toEqual([MAIN, WORKS_COUNCIL]);
  });

  it('runs one build for callers that miss at the same time', async () => {
    const { navigation, calls } = setUp();
    await Promise.all([navigation.navigation(MAIN)(), navigation.navigation(MAIN)(), navigation.navigation(MAIN)()]);
    expect(calls).toHaveLength(1);
  });

  it('keeps no failure: the next call builds again', async () => {
    const { navigation, calls, cache, fail } = setUp();
    fail(true);
    expect(E.isLeft(await navigation.navigation(MAIN)())).toBe(true);
    expect(cache.entries.size).toBe(0);
    fail(false);
    expect(E.isRight(await navigation.navigation(MAIN)())).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('builds again after the cache was cleared', async () => {
    const { navigation, calls, cache } = setUp();
    await TE.sequenceArray([navigation.navigation(MAIN)])();
    cache.clear();
    await navigation.navigation(MAIN)();
    expect(calls).toHaveLength(2);
  });
});
