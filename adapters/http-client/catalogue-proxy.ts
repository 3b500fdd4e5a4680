import type * as TE from 'fp-ts/TaskEither';
import { BookingStatesQuery, BookingStatesWire } from '../../application/catalogue/booking-state.codecs';
import { CATALOGUE_PATHS, conferencePath, hotelPath, themePath } from '../../application/catalogue/catalogue.paths';
import type { Catalogue, ConsumerEventRequest } from '../../application/catalogue/catalogue.port';
import { ConferenceSummariesWire, ConferenceWire } from '../../application/catalogue/conference.codecs';
import { EventManagersWire } from '../../application/catalogue/event-manager.codecs';
import { ConsumerEventWire } from '../../application/catalogue/event.codecs';
import { EventPageWire, EventSearchQuery } from '../../application/catalogue/event-search.codecs';
import { SeminarSearchQuery, SeminarSearchWire } from '../../application/catalogue/seminar-search.codecs';
import {
  HotelDetailWire,
  HotelSummariesWire,
  HotelsQuery,
  LocationsWire,
  RubricSummariesWire,
  TagsWire,
} from '../../application/catalogue/place.codecs';
import {
  RemarketingQuery,
  RemarketingWire,
  ThemeDetailWire,
  ThemeSummariesWire,
  ThemesQuery,
} from '../../application/catalogue/theme.codecs';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/**
 * The catalogue port over HTTP, for the browser and the CLI: each call goes to the server's
 * path with its query encoded by the same codec the server decodes it with, and each answer is
 * checked against the port's contract.
 */
export class CatalogueProxy implements Catalogue {
  constructor(private readonly transport: HttpTransport) {}

  consumerEvent({ eventId, relations }: ConsumerEventRequest): TE.TaskEither<AppError, ConsumerEventWire> {
    return callApi(this.transport, ConsumerEventWire)({
      path: CATALOGUE_PATHS.consumer,
      query: { objectType: 'event', internalId: eventId, relations: relations.size === 0 ? undefined : [...relations].join(',') },
    });
  }

  searchEvents(query: EventSearchQuery): TE.TaskEither<AppError, EventPageWire> {
    return callApi(this.transport, EventPageWire)({ path: CATALOGUE_PATHS.events, query: EventSearchQuery.encode(query) });
  }

  searchSeminars(query: SeminarSearchQuery): TE.TaskEither<AppError, SeminarSearchWire> {
    return callApi(this.transport, SeminarSearchWire)({ path: CATALOGUE_PATHS.seminarSearch, query: SeminarSearchQuery.encode(query) });
  }

  theme(slug: string): TE.TaskEither<AppError, ThemeDetailWire> {
    return callApi(this.transport, ThemeDetailWire)({ path: themePath(slug) });
  }

  themes(query: ThemesQuery): TE.TaskEither<AppError, ThemeSummariesWire> {
    return callApi(this.transport, ThemeSummariesWire)({ path: CATALOGUE_PATHS.themes, query: ThemesQuery.encode(query) });
  }

  themesRemarketing(query: RemarketingQuery): TE.TaskEither<AppError, RemarketingWire> {
    return callApi(this.transport, RemarketingWire)({ path: CATALOGUE_PATHS.themesRemarketing, query: RemarketingQuery.encode(query) });
  }

  rubrics(): TE.TaskEither<AppError, RubricSummariesWire> {
    return callApi(this.transport, RubricSummariesWire)({ path: CATALOGUE_PATHS.rubrics });
  }

  tags(): TE.TaskEither<AppError, TagsWire> {
    return callApi(this.transport, TagsWire)({ path: CATALOGUE_PATHS.tags });
  }

  hotels(query: HotelsQuery): TE.TaskEither<AppError, HotelSummariesWire> {
    return callApi(this.transport, HotelSummariesWire)({ path: CATALOGUE_PATHS.hotels, query: HotelsQuery.encode(query) });
  }

  hotel(hotelId: number): TE.TaskEither<AppError, HotelDetailWire> {
    return callApi(this.transport, HotelDetailWire)({ path: hotelPath(hotelId) });
  }

  locations(): TE.TaskEither<AppError, LocationsWire> {
    return callApi(this.transport, LocationsWire)({ path: CATALOGUE_PATHS.locations });
  }

  bookingStates(query: BookingStatesQuery): TE.TaskEither<AppError, BookingStatesWire> {
    return callApi(this.transport, BookingStatesWire)({ path: CATALOGUE_PATHS.bookingStates, query: BookingStatesQuery.encode(query) });
  }

  eventManagers(): TE.TaskEither<AppError, EventManagersWire> {
    return callApi(this.transport, EventManagersWire)({ path: CATALOGUE_PATHS.eventManagers });
  }

  conferences(): TE.TaskEither<AppError, ConferenceSummariesWire> {
    return callApi(this.transport, ConferenceSummariesWire)({ path: CATALOGUE_PATHS.conferences });
  }

  conferenceByUrl(url: string): TE.TaskEither<AppError, ConferenceWire> {
    return callApi(this.transport, ConferenceWire)({ path: conferencePath(url) });
  }
}
