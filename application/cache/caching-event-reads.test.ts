import { describe, expect, it } from 'vitest';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import { catalogueEvent } from '../documents/testing/documents-fixtures';
import { cachingEventReads, type EventReads } from './caching-event-reads';
import { mapCache } from './map-cache.testing';

const setUp = () => {
  const asked: number[] = [];
  const known = new Map<number, CatalogueEvent>([[11, catalogueEvent({ eventId: 11 })]]);
  const inner: EventReads = {
    findEvent: (eventId) => {
      asked.push(eventId);
      return Promise.resolve(known.get(eventId));
    },
  };
  const cache = mapCache<CatalogueEvent>();
  return { reads: cachingEventReads(inner, cache), cache, asked, known };
};

describe('cachingEventReads', () => {
  it('reads a date once and answers repeats from the cache', async () => {
    const { reads, asked } = setUp();
    const first = await reads.findEvent(11);
    expect(first?.eventId).toBe(11);
    expect(await reads.findEvent(11)).toBe(first);
    expect(asked).toEqual([11]);
  });

  it('keeps no unknown date: once created, it is read', async () => {
    const { reads, asked, known } = setUp();
    expect(await reads.findEvent(12)).toBeUndefined();
    known.set(12, catalogueEvent({ eventId: 12 }));
    expect((await reads.findEvent(12))?.eventId).toBe(12);
    expect(asked).toEqual([12, 12]);
  });

  it('reads the date again once the cache is cleared (a clear under /cache or from another instance)', async () => {
    const { reads, asked, cache } = setUp();
    await reads.findEvent(11);
    cache.clear();
    await reads.findEvent(11);
    expect(asked).toEqual([11, 11]);
  });
});
