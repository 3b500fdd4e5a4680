import type { Temporal } from 'temporal-polyfill';
import type { CatalogueEvent } from '../../application/catalogue/catalogue-event';
import type {
  CatalogueRepository,
  ConferenceFilter,
  ConferenceRecord,
  EventFilter,
  EventManagerRecord,
  EventSeatsRecord,
  EventSlice,
  HotelFilter,
  HotelSummaryRecord,
  LocationRecord,
  RubricSummaryRecord,
  TagRecord,
  ThemeFilter,
  ThemeRecord,
  ThemeSummaryRecord,
} from '../../application/catalogue/catalogue.repository';
import { ConferenceReads } from './catalogue-conferences';
import { EventReads } from './catalogue-events';
import { PlaceReads } from './catalogue-places';
import { SeatReads } from './catalogue-seats';
import { ThemeReads } from './catalogue-themes';
import type { AppDatabase } from './database';

/** Catalogue reads over Drizzle; runs the same on PGlite and PostgreSQL. One file per part. */
export class DrizzleCatalogueRepository implements CatalogueRepository {
  private readonly eventReads: EventReads;
  private readonly themeReads: ThemeReads;
  private readonly placeReads: PlaceReads;
  private readonly seatReads: SeatReads;
  private readonly conferenceReads: ConferenceReads;

  constructor(db: AppDatabase) {
    this.eventReads = new EventReads(db);
    this.themeReads = new ThemeReads(db);
    this.placeReads = new PlaceReads(db);
    this.seatReads = new SeatReads(db);
    this.conferenceReads = new ConferenceReads(db);
  }

  findEvent(eventId: number): Promise<CatalogueEvent | undefined> {
    return this.eventReads.find(eventId);
  }

  searchEvents(filter: EventFilter, slice: EventSlice): Promise<{ readonly events: readonly CatalogueEvent[]; readonly total: number }> {
    return this.eventReads.search(filter, slice);
  }

  findTheme(slug: string): Promise<ThemeRecord | undefined> {
    return this.themeReads.find(slug);
  }

  themeSummaries(filter: ThemeFilter, upcomingAfter: Temporal.Instant): Promise<readonly ThemeSummaryRecord[]> {
    return this.themeReads.summaries(filter, upcomingAfter);
  }

  rubricSummaries(upcomingAfter: Temporal.Instant): Promise<readonly RubricSummaryRecord[]> {
    return this.themeReads.rubricSummaries(upcomingAfter);
  }

  tags(upcomingAfter: Temporal.Instant): Promise<readonly TagRecord[]> {
    return this.themeReads.tags(upcomingAfter);
  }

  hotelSummaries(filter: HotelFilter, upcomingAfter: Temporal.Instant): Promise<readonly HotelSummaryRecord[]> {
    return this.placeReads.hotelSummaries(filter, upcomingAfter);
  }

  locations(upcomingAfter: Temporal.Instant): Promise<readonly LocationRecord[]> {
    return this.placeReads.locations(upcomingAfter);
  }

  eventManagers(upcomingAfter: Temporal.Instant): Promise<readonly EventManagerRecord[]> {
    return this.placeReads.eventManagers(upcomingAfter);
  }

  eventSeats(eventIds: readonly number[]): Promise<readonly EventSeatsRecord[]> {
    return this.seatReads.eventSeats(eventIds);
  }

  seatsTaken(eventIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    return this.seatReads.seatsTaken(eventIds);
  }

  conferences(filter: ConferenceFilter): Promise<readonly ConferenceRecord[]> {
    return this.conferenceReads.find(filter);
  }
}
