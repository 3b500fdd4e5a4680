import type { Temporal } from 'temporal-polyfill';
import type { ConsumerEventRequest } from '../catalogue/catalogue.port';
import { DEFAULT_PAGE_SIZE, EventSearchQuery } from '../catalogue/event-search.codecs';
import { HotelsQuery } from '../catalogue/place.codecs';

const MINUTE_MS = 60_000;

/** The minute `now` falls in: listings depend on now, so a cached one is reused only within it. */
export const minuteBucket = (now: Temporal.Instant): number => Math.floor(now.epochMilliseconds / MINUTE_MS);

const blankToUndefined = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The same listing asked in different words gets the same key: the text fields trimmed (a blank
 * one left out), the defaults written out, the fields in a fixed order. Only what the catalogue
 * service itself treats as equal is made equal here.
 */
export const listingCacheKey = (query: EventSearchQuery, now: Temporal.Instant): string => {
  const normalized: EventSearchQuery = {
    ...query,
    q: blankToUndefined(query.q),
    city: blankToUndefined(query.city),
    sort: query.sort ?? 'date',
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  };
  return `${minuteBucket(now)}|${stableFields(EventSearchQuery.encode(normalized))}`;
};

/** The fields that are set, in a fixed order. */
const stableFields = (wire: Readonly<Record<string, unknown>>): string =>
  JSON.stringify(
    Object.keys(wire)
      .filter((field) => wire[field] !== undefined)
      .sort()
      .map((field) => [field, wire[field]]),
  );

/** The hotels of a place: their counts of upcoming dates depend on now, hence the minute. */
export const hotelsCacheKey = (query: HotelsQuery, now: Temporal.Instant): string =>
  `${minuteBucket(now)}|${stableFields(HotelsQuery.encode({ ...query, city: blankToUndefined(query.city) }))}`;

/** The rubrics with their counts of upcoming dates. */
export const rubricsCacheKey = (now: Temporal.Instant): string => `${minuteBucket(now)}|rubrics`;

/** One seminar with the same relations, in any order. */
export const eventCacheKey = ({ eventId, relations }: ConsumerEventRequest): string =>
  `${eventId}|${[...relations].sort().join(',')}`;
