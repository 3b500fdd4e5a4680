import type { CatalogueEvent } from './catalogue-event';
import type { ThemeRecord, ThemeSummaryRecord } from './catalogue.repository';
import { eventListItemWire } from './event-wire';
import type { CheapestDateWire, ThemeDetailWire, ThemeSummaryWire } from './theme.codecs';

const themeFields = (theme: ThemeRecord) => ({
  themeId: theme.themeId,
  slug: theme.slug,
  title: theme.title,
  subtitle: theme.subtitle,
  rubric: { ...theme.rubric },
  actionField: theme.actionField,
  redirectUrl: theme.redirectUrl,
  tags: [...theme.tags],
});

export const themeSummaryWire = (theme: ThemeSummaryRecord): ThemeSummaryWire => ({
  ...themeFields(theme),
  nextDate: theme.nextStart,
  upcomingEvents: theme.upcomingEvents,
});

/** The date with the lowest listing price; of equal prices the first given (the soonest). */
const cheapestDate = (events: readonly CatalogueEvent[]): CheapestDateWire | null =>
  events.map(eventListItemWire).reduce<CheapestDateWire | null>(
    (cheapest, item) =>
      cheapest !== null && cheapest.listingPrice <= item.listingPrice
        ? cheapest
        : { eventId: item.eventId, priceLabel: item.priceLabel, listingPrice: item.listingPrice },
    null,
  );

export const themeDetailWire = (theme: ThemeRecord, events: readonly CatalogueEvent[]): ThemeDetailWire => ({
  ...themeFields(theme),
  description: theme.description,
  targetGroups: [...theme.targetGroups],
  events: events.map(eventListItemWire),
  cheapest: cheapestDate(events),
});
