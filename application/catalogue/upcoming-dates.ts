import type { CatalogueEvent, Venue } from './catalogue-event';
import type { EventFilter } from './catalogue.repository';
import type { EventListItemWire } from './event-search.codecs';
import { eventListItemWire } from './event-wire';

/** An upcoming date with what the search filters and shows of it, worked out once. */
export interface UpcomingDate {
  readonly startMs: number;
  /** The date as a listing shows it; its kind and one-day flag are the domain's (see event-wire). */
  readonly listItem: EventListItemWire;
  readonly venues: readonly Venue[];
}

/**
 * Every upcoming date of the catalogue by theme, soonest first, held in memory for the seminar
 * search: a broad query matches most themes, and reading their next dates from the database on
 * every search cost a query over all of their events (the larger part of a search's time).
 */
export type UpcomingDates = ReadonlyMap<number, readonly UpcomingDate[]>;

/** The dates by theme, in the order given (the catalogue's: soonest first). */
export const upcomingDatesOf = (events: readonly CatalogueEvent[]): UpcomingDates => {
  const byTheme = new Map<number, UpcomingDate[]>();
  for (const event of events) {
    const date: UpcomingDate = {
      startMs: event.startDate.epochMilliseconds,
      listItem: eventListItemWire(event),
      venues: [event.hotel, ...event.modules.map((module) => module.hotel)].filter((venue): venue is Venue => venue !== null),
    };
    const dates = byTheme.get(event.theme.themeId);
    if (dates === undefined) byTheme.set(event.theme.themeId, [date]);
    else dates.push(date);
  }
  return byTheme;
};

/**
 * The repository's EventFilter as a test on one date in memory, condition by condition as the
 * database applies it (adapters/db/catalogue-events): venue conditions hold for the event's own
 * hotel or a module's, the city ignores case, kind and one-day are the stored, derived ones.
 */
const dateFilter = (filter: EventFilter): ((date: UpcomingDate) => boolean) => {
  const after = filter.startsAfter.epochMilliseconds;
  const from = filter.startsFrom?.epochMilliseconds ?? Number.NEGATIVE_INFINITY;
  const before = filter.startsBefore?.epochMilliseconds ?? Number.POSITIVE_INFINITY;
  const themeIds = filter.themeIds === undefined ? undefined : new Set(filter.themeIds);
  const { city, locationId, hotelId, themeSlug, rubricSlug, kind, oneDay } = filter;
  const cityName = city?.toLowerCase();
  return ({ startMs, listItem, venues }) =>
    startMs > after &&
    startMs >= from &&
    startMs < before &&
    (themeIds === undefined || themeIds.has(listItem.theme.themeId)) &&
    (themeSlug === undefined || listItem.theme.slug === themeSlug) &&
    (rubricSlug === undefined || listItem.theme.rubric.slug === rubricSlug) &&
    (kind === undefined || listItem.kind === kind) &&
    (oneDay === undefined || listItem.oneDay === oneDay) &&
    (cityName === undefined || venues.some((venue) => venue.location.name.toLowerCase() === cityName)) &&
    (locationId === undefined || venues.some((venue) => venue.location.locationId === locationId)) &&
    (hotelId === undefined || venues.some((venue) => venue.hotelId === hotelId));
};

/** A theme's dates under a filter: how many, and the first of them as listed, soonest first. */
export interface ThemeDates {
  readonly themeId: number;
  readonly total: number;
  readonly dates: readonly EventListItemWire[];
}

/** The first position in the dates (soonest first) from which `holds` holds for every later one, by halving. */
const firstWhere = (dates: readonly UpcomingDate[], holds: (startMs: number) => boolean): number => {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(dates[middle]?.startMs ?? 0)) high = middle;
    else low = middle + 1;
  }
  return low;
};

/**
 * A filter that asks only when a date starts, as a range of positions in a theme's dates (soonest
 * first): a broad query on a large catalogue matches most themes, and testing each of their dates
 * one by one was the larger part of a search's time. Undefined when the filter asks more.
 */
const timeRange = (filter: EventFilter): ((dates: readonly UpcomingDate[]) => readonly [number, number]) | undefined => {
  const { themeIds, city, locationId, hotelId, themeSlug, rubricSlug, kind, oneDay } = filter;
  if ([themeIds, city, locationId, hotelId, themeSlug, rubricSlug, kind, oneDay].some((condition) => condition !== undefined)) return undefined;
  const after = filter.startsAfter.epochMilliseconds;
  const from = filter.startsFrom?.epochMilliseconds ?? Number.NEGATIVE_INFINITY;
  const before = filter.startsBefore?.epochMilliseconds ?? Number.POSITIVE_INFINITY;
  return (dates) => {
    const first = firstWhere(dates, (startMs) => startMs > after && startMs >= from);
    return [first, Math.max(first, firstWhere(dates, (startMs) => startMs >= before))];
  };
};

/**
 * Per theme of `themeIds` with a date matching the filter: how many match and the first
 * `perTheme` of them, soonest first.
 */
export const nextDatesByTheme = (dates: UpcomingDates, themeIds: readonly number[], filter: EventFilter, perTheme: number): readonly ThemeDates[] => {
  const range = timeRange(filter);
  const matches = dateFilter(filter);
  return themeIds.flatMap((themeId) => {
    const all = dates.get(themeId) ?? [];
    const [first, end] = range?.(all) ?? [0, 0];
    const matching = range === undefined ? all.filter(matches) : all.slice(first, Math.min(end, first + perTheme));
    const total = range === undefined ? matching.length : end - first;
    return total === 0 ? [] : [{ themeId, total, dates: matching.slice(0, perTheme).map(({ listItem }) => listItem) }];
  });
};
