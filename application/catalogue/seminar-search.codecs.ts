import * as t from 'io-ts';
import { EventListItemWire, EventSearchQuery } from './event-search.codecs';
import { RubricWire } from './event.codecs';

export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 200;
/** Dates shown per seminar in a search result; the seminar's page lists them all. */
export const DATES_PER_SEMINAR = 3;

export const SEMINAR_SEARCH_MESSAGES = {
  missing: 'Bitte geben Sie einen Suchbegriff an.',
  short: `Bitte geben Sie mindestens ${MIN_QUERY_LENGTH} Zeichen ein.`,
  long: `Bitte geben Sie höchstens ${MAX_QUERY_LENGTH} Zeichen ein.`,
} as const;

const QueryText = new t.Type<string, string, unknown>(
  'SeminarQueryText',
  (value): value is string => typeof value === 'string',
  (input, context) => {
    if (typeof input !== 'string' || input.trim() === '') return t.failure(input, context, SEMINAR_SEARCH_MESSAGES.missing);
    const trimmed = input.trim();
    if (Array.from(trimmed).length < MIN_QUERY_LENGTH) return t.failure(input, context, SEMINAR_SEARCH_MESSAGES.short);
    return Array.from(trimmed).length > MAX_QUERY_LENGTH ? t.failure(input, context, SEMINAR_SEARCH_MESSAGES.long) : t.success(trimmed);
  },
  (value) => value,
);

/** GET /api/seminar-search?q=…: the listing's filters, with a search text that must be given. */
export const SeminarSearchQuery = t.exact(
  t.intersection([t.type({ q: QueryText }), t.partial({ ...EventSearchQuery.type.props, q: QueryText })]),
  'SeminarSearchQuery',
);
export type SeminarSearchQuery = t.TypeOf<typeof SeminarSearchQuery>;

/** A seminar that matches, with its next dates under the filters. */
export const SeminarHitWire = t.type(
  {
    themeId: t.number,
    slug: t.string,
    title: t.string,
    subtitle: t.string,
    rubric: RubricWire,
    /** Upcoming dates of the seminar matching the filters; nextDates holds the first of them. */
    upcomingDates: t.number,
    nextDates: t.array(EventListItemWire),
  },
  'SeminarHit',
);
export type SeminarHitWire = t.TypeOf<typeof SeminarHitWire>;

/**
 * Distinct seminars, best match first. `suggestions` ("Meinten Sie …?") come only when no seminar
 * matched the words at all.
 */
export const SeminarSearchWire = t.type(
  {
    items: t.array(SeminarHitWire),
    total: t.number,
    page: t.number,
    pageSize: t.number,
    suggestions: t.array(t.string),
  },
  'SeminarSearch',
);
export type SeminarSearchWire = t.TypeOf<typeof SeminarSearchWire>;
