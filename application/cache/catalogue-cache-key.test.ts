import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { eventCacheKey, hotelsCacheKey, listingCacheKey, minuteBucket, rubricsCacheKey } from './catalogue-cache-key';

const NOW = Temporal.Instant.from('2026-11-22T09:00:30Z');

describe('catalogue cache keys', () => {
  it('put the minute of now in front, so a listing lives at most a minute', () => {
    expect(minuteBucket(NOW)).toBe(Math.floor(NOW.epochMilliseconds / 60_000));
    expect(listingCacheKey({}, NOW)).toBe(`${minuteBucket(NOW)}|[["page","1"],["pageSize","20"],["sort","date"]]`);
    expect(listingCacheKey({}, NOW.add({ seconds: 29 }))).toBe(listingCacheKey({}, NOW));
    expect(listingCacheKey({}, NOW.add({ seconds: 30 }))).not.toBe(listingCacheKey({}, NOW));
  });

  it('make the same listing asked in other words one key: trimmed text, defaults, any order', () => {
    expect(listingCacheKey({ q: '  Betriebsrat ', city: ' ', page: 1, sort: 'date' }, NOW)).toBe(listingCacheKey({ q: 'Betriebsrat' }, NOW));
    expect(listingCacheKey({ q: 'Betriebsrat' }, NOW)).not.toBe(listingCacheKey({ q: 'Betriebsrat', page: 2 }, NOW));
    expect(listingCacheKey({ from: Temporal.PlainDate.from('2027-01-04'), oneDay: true }, NOW)).toBe(
      `${minuteBucket(NOW)}|[["from","2027-01-04"],["oneDay","true"],["page","1"],["pageSize","20"],["sort","date"]]`,
    );
  });

  it('key seminar details by id and relations in any order; hotels by place; rubrics by minute', () => {
    expect(eventCacheKey({ eventId: 7, relations: new Set(['theme', 'hotel']) })).toBe('7|hotel,theme');
    expect(hotelsCacheKey({ city: ' Berlin ' }, NOW)).toBe(`${minuteBucket(NOW)}|[["city","Berlin"]]`);
    expect(hotelsCacheKey({ city: '' }, NOW)).toBe(hotelsCacheKey({}, NOW));
    expect(rubricsCacheKey(NOW)).toBe(`${minuteBucket(NOW)}|rubrics`);
  });
});
