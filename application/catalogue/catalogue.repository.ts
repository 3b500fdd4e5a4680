import type { Temporal } from 'temporal-polyfill';
import type { Cents } from '../../domain/money/money';
import type { CatalogueEvent, CatalogueTheme, Venue } from './catalogue-event';
import type { EVENT_KINDS, EVENT_SORTS } from './event-search.codecs';

export interface EventFilter {
  /** Only events starting after this instant (the catalogue shows what can still be booked). */
  readonly startsAfter: Temporal.Instant;
  readonly startsFrom?: Temporal.Instant | undefined;
  readonly startsBefore?: Temporal.Instant | undefined;
  /** Only events of these themes (the catalogue's search picks them by their texts). */
  readonly themeIds?: readonly number[] | undefined;
  readonly city?: string | undefined;
  readonly locationId?: number | undefined;
  /** At this hotel, as the event's venue or a module's. */
  readonly hotelId?: number | undefined;
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

export type RubricRecord = CatalogueTheme['actionField']['rubric'];

export interface RubricSummaryRecord extends RubricRecord {
  readonly description: string;
  readonly upcomingEvents: number;
}

export interface ThemeRecord {
  readonly themeId: number;
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly actionField: string;
  readonly redirectUrl: string;
  readonly targetGroups: readonly string[];
  readonly tags: readonly string[];
  readonly rubric: RubricRecord;
}

export interface ThemeSummaryRecord extends ThemeRecord {
  /** Start of the next date after the filter's instant; null when there is none. */
  readonly nextStart: Temporal.Instant | null;
  readonly upcomingEvents: number;
}

/** Which themes to summarise; no field means all of them. */
export interface ThemeFilter {
  readonly rubricSlug?: string | undefined;
  readonly rubricIds?: readonly number[] | undefined;
  readonly themeIds?: readonly number[] | undefined;
}

export interface TagRecord {
  readonly name: string;
  readonly themes: number;
  readonly upcomingEvents: number;
}

/** A venue's picture as the public pages show it. */
export interface HotelImageRecord {
  readonly width: number;
  readonly height: number;
  readonly storedAt: Temporal.Instant;
}

export interface HotelSummaryRecord {
  readonly venue: Venue;
  readonly slug: string;
  readonly image: HotelImageRecord | null;
  /** Upcoming events held there, as venue of the event or of one of its modules. */
  readonly upcomingEvents: number;
}

export interface HotelFilter {
  readonly city?: string | undefined;
  readonly locationId?: number | undefined;
  readonly hotelId?: number | undefined;
}

export interface LocationRecord {
  readonly locationId: number;
  readonly name: string;
  readonly hotels: number;
  readonly upcomingEvents: number;
}

export interface EventManagerRecord {
  readonly managerId: number;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly upcomingEvents: number;
}

/** What the booking state of a date is computed from, besides the seats taken. */
export interface EventSeatsRecord {
  readonly eventId: number;
  readonly startDate: Temporal.Instant;
  readonly capacity: number;
}

export interface ProgramItemRecord {
  readonly position: number;
  readonly startDate: Temporal.Instant;
  readonly title: string;
  readonly speaker: string;
}

export interface ConferenceRecord {
  readonly conferenceId: number;
  /** Its id among the bookables, shared with the seminar dates' event ids: how orders name it. */
  readonly bookableId: number;
  readonly url: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly venue: Venue;
  readonly price: Cents;
  readonly capacity: number;
  /** In time order. */
  readonly program: readonly ProgramItemRecord[];
}

export type ConferenceFilter =
  | { readonly startsAfter: Temporal.Instant }
  | { readonly url: string }
  | { readonly bookableIds: readonly number[] };

/**
 * Driven port: where the catalogue is read from (PostgreSQL, or memory in tests). "Upcoming"
 * always means starting after the given instant, which the service takes from its clock.
 */
export interface CatalogueRepository {
  findEvent(eventId: number): Promise<CatalogueEvent | undefined>;
  searchEvents(filter: EventFilter, slice: EventSlice): Promise<{ readonly events: readonly CatalogueEvent[]; readonly total: number }>;
  findTheme(slug: string): Promise<ThemeRecord | undefined>;
  themeSummaries(filter: ThemeFilter, upcomingAfter: Temporal.Instant): Promise<readonly ThemeSummaryRecord[]>;
  rubricSummaries(upcomingAfter: Temporal.Instant): Promise<readonly RubricSummaryRecord[]>;
  tags(upcomingAfter: Temporal.Instant): Promise<readonly TagRecord[]>;
  hotelSummaries(filter: HotelFilter, upcomingAfter: Temporal.Instant): Promise<readonly HotelSummaryRecord[]>;
  locations(upcomingAfter: Temporal.Instant): Promise<readonly LocationRecord[]>;
  eventManagers(upcomingAfter: Temporal.Instant): Promise<readonly EventManagerRecord[]>;
  /** The events among the ids that exist (past ones included); unknown ids are left out. */
  eventSeats(eventIds: readonly number[]): Promise<readonly EventSeatsRecord[]>;
  /** Seats booked or reserved per event; an event without any has 0 (or no entry). */
  seatsTaken(eventIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
  conferences(filter: ConferenceFilter): Promise<readonly ConferenceRecord[]>;
}
