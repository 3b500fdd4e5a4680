import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { EventSearchQuery } from '../catalogue/event-search.codecs';
import { listingCacheKey } from './catalogue-cache-key';

const query: fc.Arbitrary<EventSearchQuery> = fc.record(
  {
    q: fc.constantFrom('Betriebsrat', 'Arbeitsrecht', 'Wahl'),
    city: fc.constantFrom('Berlin', 'Köln'),
    kind: fc.constantFrom('online' as const, 'presence' as const, 'series' as const),
    sort: fc.constantFrom('date' as const, 'price' as const, 'title' as const),
    page: fc.integer({ min: 1, max: 5 }),
    pageSize: fc.integer({ min: 1, max: 100 }),
    oneDay: fc.boolean(),
  },
  { requiredKeys: [] },
);
const instant = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const padding = fc.constantFrom('', ' ', '  ', '\t');

describe('listing cache key properties', () => {
  it('white space around the texts and the order of the fields never change the key', () => {
    fc.assert(
      fc.property(query, instant, padding, padding, (asked, now, before, after) => {
        const padded: EventSearchQuery = {
          ...asked,
          ...(asked.q === undefined ? {} : { q: `${before}${asked.q}${after}` }),
          ...(asked.city === undefined ? {} : { city: `${after}${asked.city}${before}` }),
        };
        const reversed = Object.fromEntries(Object.entries(padded).reverse()) as EventSearchQuery;
        expect(listingCacheKey(reversed, now)).toBe(listingCacheKey(asked, now));
      }),
    );
  });

  it('different pages of one listing never share a key', () => {
    fc.assert(
      fc.property(query, instant, fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (asked, now, a, b) => {
        fc.pre(a !== b);
        expect(listingCacheKey({ ...asked, page: a }, now)).not.toBe(listingCacheKey({ ...asked, page: b }, now));
      }),
    );
  });

  it('two instants share a key exactly when they fall in the same minute', () => {
    fc.assert(
      fc.property(query, instant, fc.integer({ min: 0, max: 180_000 }), (asked, now, later) => {
        const then = now.add({ milliseconds: later });
        const sameMinute = Math.floor(now.epochMilliseconds / 60_000) === Math.floor(then.epochMilliseconds / 60_000);
        expect(listingCacheKey(asked, then) === listingCacheKey(asked, now)).toBe(sameMinute);
      }),
    );
  });
});
