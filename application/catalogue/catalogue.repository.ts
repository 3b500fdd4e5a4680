import type { Temporal } from 'temporal-polyfill';
import type { CatalogueEvent } from './catalogue-event';
import type { EVENT_KINDS, EVENT_SORTS } from './event-search.codecs';

export interface EventFilter {
  /** Only events starting after this instant (the catalogue shows what can still be booked). */
  readonly startsAfter: Temporal.Instant;
  readonly startsFrom?: Temporal.Instant | undefined;
  readonly startsBefore?: Temporal.Instant | undefined;
  readonly text?: string | undefined;
  readonly city?: string | undefined;
  readonly locationId?: number | undefined;
  readonly themeSlug?: string | undefined;
  readonly rubricSlug?: string | undefined;
  readonly kind?: (typeof EVENT_KINDS)[number] | undefined;
  readonly oneDay?: boolean | undefined;
}

export interface EventSlice {
  readonly sort: (typeof EVENT_SORTS)[number];
  readonly offset: number;
  readonly limit: number;
}

/** Driven port: where catalogue events are read from (PostgreSQL, or memory in tests). */
export interface CatalogueRepository {
  findEvent(eventId: number): Promise<CatalogueEvent | undefined>;
  searchEvents(filter: EventFilter, slice: EventSlice): Promise<{ readonly events: readonly CatalogueEvent[]; readonly total: number }>;
}
