import * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../domain/errors/app-error';
import type { Catalogue } from '../catalogue/catalogue.port';
import type { EventPageWire } from '../catalogue/event-search.codecs';
import { mapCache } from './map-cache.testing';
import { CachingCatalogue, type CatalogueCaches } from './caching-catalogue';

const PAGE: EventPageWire = { items: [], total: 0, page: 1, pageSize: 20 };

const setUp = () => {
  let now = Temporal.Instant.from('2026-11-22T09:00:00Z');
  const calls: string[] = [];
  let failing = false;
  const answer = <A>(name: string, value: A) => {
    calls.push(name);
    return failing ? TE.left(unavailable()) : TE.right(value);
  };
  const inner = {
    searchEvents: () => answer('searchEvents', PAGE),
    rubrics: () => answer('rubrics', []),
    hotels: () => answer('hotels', []),
    consumerEvent: () => answer('consumerEvent', { eventId: 1 }),
    theme: () => answer('theme', {}),
    themes: () => answer('themes', []),
    themesRemarketing: () => answer('themesRemarketing', {}),
    tags: () => answer('tags', []),
    hotel: () => answer('hotel', {}),
    locations: () => answer('locations', []),
    bookingStates: () => answer('bookingStates', []),
    eventManagers: () => answer('eventManagers', []),
    conferences: () => answer('conferences', []),
    conferenceByUrl: () => answer('conferenceByUrl', {}),
  } as unknown as Catalogue;
  const caches: CatalogueCaches = { listings: mapCache(), searches: mapCache(), events: mapCache(), rubrics: mapCache(), hotels: mapCache() };
  const catalogue = new CachingCatalogue(inner, caches, { now: () => now });
  return {
    catalogue,
    calls,
    fail: () => (failing = true),
    heal: () => (failing = false),
    later: (seconds: number) => (now = now.add({ seconds })),
  };
};

describe('CachingCatalogue', () => {
  it('answers the same listing from the cache within the minute, and asks again in the next one', async () => {
    const { catalogue, calls, later } = setUp();
    expect(await catalogue.searchEvents({ q: 'Wahl' })()).toEqual({ _tag: 'Right', right: PAGE });
    await catalogue.searchEvents({ q: ' Wahl ' })();
    expect(calls).toEqual(['searchEvents']);
    later(60);
    await catalogue.searchEvents({ q: 'Wahl' })();
    expect(calls).toEqual(['searchEvents', 'searchEvents']);
  });

  it('caches seminar details, rubrics and hotel lists', async () => {
    const { catalogue, calls } = setUp();
    for (let round = 0; round < 2; round += 1) {
      await catalogue.consumerEvent({ eventId: 1, relations: new Set() })();
      await catalogue.rubrics()();
      await catalogue.hotels({ city: 'Berlin' })();
    }
    expect(calls).toEqual(['consumerEvent', 'rubrics', 'hotels']);
  });

  it('never caches a failure', async () => {
    const { catalogue, calls, fail, heal } = setUp();
    fail();
    expect(await catalogue.rubrics()()).toMatchObject({ _tag: 'Left', left: { _tag: 'Unavailable' } });
    heal();
    expect(await catalogue.rubrics()()).toEqual({ _tag: 'Right', right: [] });
    expect(calls).toEqual(['rubrics', 'rubrics']);
  });

  it('passes everything else on, booking states above all, every time', async () => {
    const { catalogue, calls } = setUp();
    await catalogue.bookingStates({ eventIds: [1] })();
    await catalogue.bookingStates({ eventIds: [1] })();
    await catalogue.theme('x')();
    await catalogue.themes({})();
    await catalogue.themesRemarketing({} as never)();
    await catalogue.tags()();
    await catalogue.hotel(1)();
    await catalogue.locations()();
    await catalogue.eventManagers()();
    await catalogue.conferences()();
    await catalogue.conferenceByUrl('x')();
    expect(calls).toEqual(['bookingStates', 'bookingStates', 'theme', 'themes', 'themesRemarketing', 'tags', 'hotel', 'locations', 'eventManagers', 'conferences', 'conferenceByUrl']);
  });
});

describe('CachingCatalogue under load', () => {
  it('runs one load for callers that miss the same key at the same time', async () => {
    const { catalogue, calls } = setUp();
    const answers = await Promise.all([1, 2, 3].map(() => catalogue.searchEvents({ q: 'Wahl' })()));
    expect(answers).toEqual([1, 2, 3].map(() => ({ _tag: 'Right', right: PAGE })));
    expect(calls).toEqual(['searchEvents']);
  });
});
