import { slugify } from '../../../domain/text/slug';

/**
 * The public catalogue URLs (spec §2). Names in URLs are slugs of domain/text/slug, so the
 * server can tell a renamed place from a wrong one and answer the old URL with a redirect.
 */
export const EVENT_LIST_PATH = '/seminare/veranstaltungen';
export const SEMINARS_AZ_PATH = '/seminare/p';
export const RUBRICS_PATH = '/seminare/rubrik';

export const seminarPath = (themeSlug: string): string => `/seminare/p/${themeSlug}`;
export const rubricPath = (rubricSlug: string): string => `/seminare/r/${rubricSlug}`;
export const topicPath = (tag: string): string => `/seminare/t/${slugify(tag)}`;
export const locationPath = (name: string, locationId: number): string => `/standorte/${slugify(name)}-${String(locationId)}`;
export const hotelPath = (name: string, hotelId: number): string => `/standorte/hotel/${slugify(name)}-${String(hotelId)}`;
export const seminarPdfPath = (themeSlug: string): string => `/seminare/p-pdf/${themeSlug}`;
export const eventPdfPath = (eventId: number): string => `/seminare/pdf/${String(eventId)}`;

/** `{name}-{id}` of a location or hotel URL; undefined when the segment ends in no number. */
export const nameAndId = (segment: string): { readonly name: string; readonly id: number } | undefined => {
  const match = /^(.*?)-?(\d{1,9})$/.exec(segment);
  return match ? { name: match[1] ?? '', id: Number(match[2]) } : undefined;
};

/** One page of the event list with the visitor's filters (the list's own query, `page` replaced). */
export const eventListPagePath = (query: Readonly<Record<string, string>>, page: number): string =>
  `${EVENT_LIST_PATH}?${new URLSearchParams({ ...query, page: String(page) }).toString()}`;
