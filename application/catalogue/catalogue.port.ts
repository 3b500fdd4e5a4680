import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { BookingStatesQuery, BookingStatesWire } from './booking-state.codecs';
import type { ConferenceSummariesWire, ConferenceWire } from './conference.codecs';
import type { EventManagersWire } from './event-manager.codecs';
import type { ConsumerEventWire, EventRelation } from './event.codecs';
import type { EventPageWire, EventSearchQuery } from './event-search.codecs';
import type { SeminarSearchQuery, SeminarSearchWire } from './seminar-search.codecs';
import type { HotelDetailWire, HotelSummariesWire, HotelsQuery, LocationsWire, RubricSummariesWire, TagsWire } from './place.codecs';
import type { RemarketingQuery, RemarketingWire, ThemeDetailWire, ThemeSummariesWire, ThemesQuery } from './theme.codecs';

export interface ConsumerEventRequest {
  readonly eventId: number;
  readonly relations: ReadonlySet<EventRelation>;
}

/**
 * The seminar catalogue as pages, the CLI and other services use it. The server binds the
 * in-process service; the browser and the CLI bind the HTTP proxy of adapters/http-client.
 * Paths are in catalogue.paths.ts. "Upcoming" means starting after now (the Clock).
 */
export interface Catalogue {
  /** GET /api/consumer?objectType=event&internalId=…&relations=… (spec §7). */
  consumerEvent(request: ConsumerEventRequest): TE.TaskEither<AppError, ConsumerEventWire>;
  /** GET /api/events: listing and search of upcoming events for the catalogue pages. */
  searchEvents(query: EventSearchQuery): TE.TaskEither<AppError, EventPageWire>;
  /**
   * GET /api/seminar-search?q=…: the seminars matching the words (typos, parts of compounds and
   * synonyms included), best first, each once with its next dates under the listing's filters.
   */
  searchSeminars(query: SeminarSearchQuery): TE.TaskEither<AppError, SeminarSearchWire>;
  /** GET /api/themes/{slug}: a theme with its upcoming dates; NotFound for an unknown slug. */
  theme(slug: string): TE.TaskEither<AppError, ThemeDetailWire>;
  /** GET /api/themes?rubric=…: themes of a rubric (NotFound if unknown) or all, by title. */
  themes(query: ThemesQuery): TE.TaskEither<AppError, ThemeSummariesWire>;
  /** GET /api/themes-remarketing?themeIds=…: per known theme, up to four to recommend. */
  themesRemarketing(query: RemarketingQuery): TE.TaskEither<AppError, RemarketingWire>;
  /** GET /api/get-rubrics, in the order of the navigation. */
  rubrics(): TE.TaskEither<AppError, RubricSummariesWire>;
  /** GET /api/get-tags, most used first. */
  tags(): TE.TaskEither<AppError, TagsWire>;
  /** GET /api/get-hotels?city=…&locationId=…, by place and name. */
  hotels(query: HotelsQuery): TE.TaskEither<AppError, HotelSummariesWire>;
  /** GET /api/get-hotel/{hotelId}: a venue with its upcoming dates; NotFound if unknown. */
  hotel(hotelId: number): TE.TaskEither<AppError, HotelDetailWire>;
  /** GET /api/get-locations, by name. */
  locations(): TE.TaskEither<AppError, LocationsWire>;
  /** GET /api/get-booking-states?eventIds=…: per known event, in the order asked. */
  bookingStates(query: BookingStatesQuery): TE.TaskEither<AppError, BookingStatesWire>;
  /** GET /api/get-event-managers, by name. */
  eventManagers(): TE.TaskEither<AppError, EventManagersWire>;
  /** GET /api/get-conferences: the upcoming Fachtagungen, soonest first. */
  conferences(): TE.TaskEither<AppError, ConferenceSummariesWire>;
  /** GET /api/get-conference-by-url/{url}; NotFound if unknown. */
  conferenceByUrl(url: string): TE.TaskEither<AppError, ConferenceWire>;
}
