import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../domain/calendar/calendar';
import { notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import { BOOKING_STATE_LABELS, bookingState, seatsLeft } from '../../domain/event/booking-state';
import { relatedThemes } from '../../domain/theme/related-themes';
import { searchIndex, suggestQueries } from '../../domain/search/search-index';
import type { Cache } from '../cache/cache.port';
import { buildSeminarIndex, type SeminarIndex } from './seminar-index';
import { nextDatesByTheme } from './upcoming-dates';
import { DATES_PER_SEMINAR, type SeminarSearchQuery, type SeminarSearchWire } from './seminar-search.codecs';
import type { Clock } from '../ports/clock';
import type { BookingStatesQuery, BookingStatesWire } from './booking-state.codecs';
import type { Catalogue, ConsumerEventRequest } from './catalogue.port';
import type { CatalogueRepository, EventFilter, ThemeSummaryRecord } from './catalogue.repository';
import { conferenceSummaryWire, conferenceWire } from './conference-wire';
import type { ConferenceSummariesWire, ConferenceWire } from './conference.codecs';
import type { EventManagersWire } from './event-manager.codecs';
import { consumerEventWire, eventListItemWire } from './event-wire';
import type { ConsumerEventWire } from './event.codecs';
import { DEFAULT_PAGE_SIZE, type EventPageWire, type EventSearchQuery } from './event-search.codecs';
import { byGermanText } from './german-order';
import { hotelSummaryWire } from './place-wire';
import type { HotelDetailWire, HotelSummariesWire, HotelsQuery, LocationsWire, RubricSummariesWire, TagsWire } from './place.codecs';
import { themeDetailWire, themeSummaryWire } from './theme-wire';
import type { RemarketingQuery, RemarketingWire, ThemeDetailWire, ThemeSummariesWire, ThemesQuery } from './theme.codecs';

export const CATALOGUE_MESSAGES = {
  unknownEvent: 'Diese Veranstaltung gibt es nicht (mehr).',
  unknownTheme: 'Dieses Seminarthema gibt es nicht (mehr).',
  unknownRubric: 'Diese Rubrik gibt es nicht (mehr).',
  unknownHotel: 'Dieses Tagungshotel gibt es nicht (mehr).',
  unknownConference: 'Diese Fachtagung gibt es nicht (mehr).',
} as const;

/** More dates than any theme or venue has: a page shows all of them at once. */
export const ALL_DATES = 1_000;

const SEMINAR_INDEX_KEY = 'seminars';

/** How old the seminar search's index may grow before it is read anew: a minute, like the listings. */
const INDEX_REFRESH_MS = 60_000;

/** More dates than the catalogue will hold: the seminar search keeps all upcoming ones in memory. */
const EVERY_DATE = 1_000_000;

const startOfBerlinDay = (date: Temporal.PlainDate): Temporal.Instant =>
  date.toZonedDateTime({ timeZone: BERLIN }).toInstant();

const nonBlank = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A repository that fails is a database that does not answer: the caller may try again. */
const fromRepository = <A>(read: () => Promise<A>): TE.TaskEither<AppError, A> =>
  TE.tryCatch(read, (cause) => unavailable(undefined, cause));

const found =
  (message: string) =>
  <A>(value: A | undefined): TE.TaskEither<AppError, A> =>
    value === undefined ? TE.left(notFound(message)) : TE.right(value);

const byTitle = byGermanText((theme: ThemeSummaryRecord) => theme.title);

/** The catalogue in-process, over a repository; the server binds it and SSR calls it directly. */
export class CatalogueService implements Catalogue {
  /** The index being read, if one is. */
  #building: Promise<SeminarIndex> | undefined;

  /**
   * `searchIndex` keeps the seminars' search index between searches (per instance, cleared with
   * the catalogue's caches); without it every search builds its own.
   */
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly clock: Clock,
    private readonly searchIndexCache?: Cache<SeminarIndex>,
  ) {}

  consumerEvent(request: ConsumerEventRequest): TE.TaskEither<AppError, ConsumerEventWire> {
    return pipe(
      fromRepository(() => this.repository.findEvent(request.eventId)),
      TE.chain(found(CATALOGUE_MESSAGES.unknownEvent)),
      TE.map((event) => consumerEventWire(event, request.relations)),
    );
  }

  searchEvents(query: EventSearchQuery): TE.TaskEither<AppError, EventPageWire> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const text = nonBlank(query.q);
    return pipe(
      text === undefined ? TE.right<AppError, readonly number[] | undefined>(undefined) : this.matchingThemeIds(text),
      TE.chain((themeIds) =>
        fromRepository(() =>
          this.repository.searchEvents(
            { ...this.eventFilter(query), themeIds },
            { sort: query.sort ?? 'date', offset: (page - 1) * pageSize, limit: pageSize },
          ),
        ),
      ),
      TE.map(({ events, total }) => ({ items: events.map(eventListItemWire), total, page, pageSize })),
    );
  }

  searchSeminars(query: SeminarSearchQuery): TE.TaskEither<AppError, SeminarSearchWire> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    return pipe(
      this.seminarIndex(),
      TE.map(({ texts, dates }): SeminarSearchWire => {
        const hits = searchIndex(texts, query.q);
        if (hits.length === 0) return { items: [], total: 0, page, pageSize, suggestions: [...suggestQueries(texts, query.q)] };
        const themes = hits.map(({ document }) => document);
        const datesOf = new Map(
          nextDatesByTheme(
            dates,
            themes.map((theme) => theme.themeId),
            this.eventFilter(query),
            DATES_PER_SEMINAR,
          ).map((dated) => [dated.themeId, dated]),
        );
        // Only the page's seminars are written out; the others count towards the total.
        const dated = themes.flatMap((theme) => {
          const found = datesOf.get(theme.themeId);
          return found === undefined ? [] : [{ theme, found }];
        });
        const items = dated.slice((page - 1) * pageSize, page * pageSize).map(({ theme, found }) => ({
          themeId: theme.themeId,
          slug: theme.slug,
          title: theme.title,
          subtitle: theme.subtitle,
          rubric: { ...theme.rubric },
          upcomingDates: found.total,
          nextDates: [...found.dates],
        }));
        return { items, total: dated.length, page, pageSize, suggestions: [] };
      }),
    );
  }

  /** The themes whose texts match, best first. */
  private matchingThemeIds(text: string): TE.TaskEither<AppError, readonly number[]> {
    return pipe(
      this.seminarIndex(),
      TE.map(({ texts }) => searchIndex(texts, text).map(({ document }) => document.themeId)),
    );
  }

  /**
   * The seminars' texts and every upcoming date, read once and kept in the search index cache:
   * a search then asks the database nothing. Dates that have begun since are left out by the
   * filter's `startsAfter` at search time. An index older than a minute is read anew in the
   * background while searches go on with it; after a cache clear the next search waits for it.
   */
  private seminarIndex(): TE.TaskEither<AppError, SeminarIndex> {
    return () => {
      const cached = this.searchIndexCache?.get(SEMINAR_INDEX_KEY);
      if (cached === undefined) {
        return this.buildSeminarIndex().then(
          (index) => E.right(index),
          (cause: unknown) => E.left(unavailable(undefined, cause)),
        );
      }
      if (this.clock.now().epochMilliseconds - cached.builtAt.epochMilliseconds >= INDEX_REFRESH_MS) {
        // A failed refresh keeps the index it would have replaced; the next search tries again.
        this.buildSeminarIndex().catch(() => undefined);
      }
      return Promise.resolve(E.right(cached));
    };
  }

  /** One build at a time: searches arriving meanwhile wait for the same one. */
  private buildSeminarIndex(): Promise<SeminarIndex> {
    const now = this.clock.now();
    this.#building ??= Promise.all([
      this.repository.themeSummaries({}, now),
      this.repository.searchEvents({ startsAfter: now }, { sort: 'date', offset: 0, limit: EVERY_DATE }),
    ])
      .then(([themes, upcoming]) => {
        const index = buildSeminarIndex(themes, upcoming.events, now);
        this.searchIndexCache?.set(SEMINAR_INDEX_KEY, index);
        return index;
      })
      .finally(() => {
        this.#building = undefined;
      });
    return this.#building;
  }

  /** The listing's filters but the text, which picks themes (see matchingThemeIds). */
  private eventFilter(query: EventSearchQuery): EventFilter {
    return {
      startsAfter: this.clock.now(),
      startsFrom: query.from && startOfBerlinDay(query.from),
      startsBefore: query.to && startOfBerlinDay(query.to.add({ days: 1 })),
      city: nonBlank(query.city),
      locationId: query.locationId,
      hotelId: query.hotelId,
      themeSlug: query.theme,
      rubricSlug: query.rubric,
      kind: query.kind,
      oneDay: query.oneDay,
    };
  }

  theme(slug: string): TE.TaskEither<AppError, ThemeDetailWire> {
    return pipe(
      fromRepository(() => this.repository.findTheme(slug)),
      TE.chain(found(CATALOGUE_MESSAGES.unknownTheme)),
      TE.chain((theme) =>
        pipe(
          this.allUpcoming({ themeSlug: theme.slug }),
          TE.map((events) => themeDetailWire(theme, events)),
        ),
      ),
    );
  }

  themes(query: ThemesQuery): TE.TaskEither<AppError, ThemeSummariesWire> {
    const now = this.clock.now();
    const rubricKnown: TE.TaskEither<AppError, unknown> =
      query.rubric === undefined
        ? TE.right(undefined)
        : pipe(
            fromRepository(() => this.repository.rubricSummaries(now)),
            TE.map((rubrics) => rubrics.find((rubric) => rubric.slug === query.rubric)),
            TE.chain(found(CATALOGUE_MESSAGES.unknownRubric)),
          );
    return pipe(
      rubricKnown,
      TE.chain(() => fromRepository(() => this.repository.themeSummaries({ rubricSlug: query.rubric }, now))),
      TE.map((themes) => [...themes].sort(byTitle).map(themeSummaryWire)),
    );
  }

  themesRemarketing(query: RemarketingQuery): TE.TaskEither<AppError, RemarketingWire> {
    const now = this.clock.now();
    const seen = new Set(query.themeIds);
    return pipe(
      fromRepository(() => this.repository.themeSummaries({ themeIds: query.themeIds }, now)),
      TE.chain((asked) =>
        pipe(
          fromRepository(() =>
            asked.length === 0
              ? Promise.resolve([])
              : this.repository.themeSummaries({ rubricIds: [...new Set(asked.map((theme) => theme.rubric.rubricId))] }, now),
          ),
          TE.map((candidates) => {
            const asCandidate = (theme: ThemeSummaryRecord) => ({ ...theme, rubricId: theme.rubric.rubricId });
            const pool = candidates.map(asCandidate);
            const byId = new Map(asked.map((theme) => [theme.themeId, theme]));
            return query.themeIds.flatMap((themeId) => {
              const theme = byId.get(themeId);
              return theme === undefined
                ? []
                : [{ themeId, related: relatedThemes(asCandidate(theme), seen, pool).map(themeSummaryWire) }];
            });
          }),
        ),
      ),
    );
  }

  rubrics(): TE.TaskEither<AppError, RubricSummariesWire> {
    return pipe(
      fromRepository(() => this.repository.rubricSummaries(this.clock.now())),
      TE.map((rubrics) => rubrics.map((rubric) => ({ ...rubric }))),
    );
  }

  tags(): TE.TaskEither<AppError, TagsWire> {
    const byName = byGermanText((tag: { readonly name: string }) => tag.name);
    return pipe(
      fromRepository(() => this.repository.tags(this.clock.now())),
      TE.map((tags) => [...tags].sort((a, b) => b.themes - a.themes || byName(a, b)).map((tag) => ({ ...tag }))),
    );
  }

  hotels(query: HotelsQuery): TE.TaskEither<AppError, HotelSummariesWire> {
    const byPlaceThenName = byGermanText((hotel: HotelSummariesWire[number]) => `${hotel.location.name}\u0000${hotel.name}`);
    return pipe(
      fromRepository(() =>
        this.repository.hotelSummaries({ city: nonBlank(query.city), locationId: query.locationId }, this.clock.now()),
      ),
      TE.map((hotels) => hotels.map(hotelSummaryWire).sort(byPlaceThenName)),
    );
  }

  hotel(hotelId: number): TE.TaskEither<AppError, HotelDetailWire> {
    return pipe(
      fromRepository(() => this.repository.hotelSummaries({ hotelId }, this.clock.now())),
      TE.map(([hotel]) => hotel),
      TE.chain(found(CATALOGUE_MESSAGES.unknownHotel)),
      TE.chain((hotel) =>
        pipe(
          this.allUpcoming({ hotelId }),
          TE.map((events) => ({ ...hotelSummaryWire(hotel), events: events.map(eventListItemWire) })),
        ),
      ),
    );
  }

  locations(): TE.TaskEither<AppError, LocationsWire> {
    const byName = byGermanText((location: { readonly name: string }) => location.name);
    return pipe(
      fromRepository(() => this.repository.locations(this.clock.now())),
      TE.map((locations) => [...locations].sort(byName).map((location) => ({ ...location }))),
    );
  }

  bookingStates(query: BookingStatesQuery): TE.TaskEither<AppError, BookingStatesWire> {
    const now = this.clock.now();
    return pipe(
      fromRepository(() => Promise.all([this.repository.eventSeats(query.eventIds), this.repository.seatsTaken(query.eventIds)])),
      TE.map(([events, taken]) => {
        const byId = new Map(events.map((event) => [event.eventId, event]));
        return query.eventIds.flatMap((eventId) => {
          const event = byId.get(eventId);
          if (event === undefined) return [];
          const situation = { ...event, seatsTaken: taken.get(eventId) ?? 0 };
          const state = bookingState(situation, now);
          return [{ eventId, state, label: BOOKING_STATE_LABELS[state], seatsLeft: seatsLeft(situation) }];
        });
      }),
    );
  }

  eventManagers(): TE.TaskEither<AppError, EventManagersWire> {
    const byName = byGermanText((manager: { readonly name: string }) => manager.name);
    return pipe(
      fromRepository(() => this.repository.eventManagers(this.clock.now())),
      TE.map((managers) => [...managers].sort(byName).map((manager) => ({ ...manager }))),
    );
  }

  conferences(): TE.TaskEither<AppError, ConferenceSummariesWire> {
    return pipe(
      fromRepository(() => this.repository.conferences({ startsAfter: this.clock.now() })),
      TE.map((conferences) => conferences.map(conferenceSummaryWire)),
    );
  }

  conferenceByUrl(url: string): TE.TaskEither<AppError, ConferenceWire> {
    return pipe(
      fromRepository(() => this.repository.conferences({ url })),
      TE.map(([conference]) => conference),
      TE.chain(found(CATALOGUE_MESSAGES.unknownConference)),
      TE.map(conferenceWire),
    );
  }

  /** Every upcoming date matching the filter, soonest first (pages of a theme or a venue). */
  private allUpcoming(filter: Omit<EventFilter, 'startsAfter'>) {
    return pipe(
      fromRepository(() => this.repository.searchEvents({ ...filter, startsAfter: this.clock.now() }, { sort: 'date', offset: 0, limit: ALL_DATES })),
      TE.map(({ events }) => events),
    );
  }
}
