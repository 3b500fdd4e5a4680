import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../domain/calendar/calendar';
import { notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import type { Clock } from '../ports/clock';
import type { Catalogue, ConsumerEventRequest } from './catalogue.port';
import type { CatalogueRepository, EventFilter } from './catalogue.repository';
import { consumerEventWire, eventListItemWire } from './event-wire';
import type { ConsumerEventWire } from './event.codecs';
import { DEFAULT_PAGE_SIZE, type EventPageWire, type EventSearchQuery } from './event-search.codecs';

const startOfBerlinDay = (date: Temporal.PlainDate): Temporal.Instant =>
  date.toZonedDateTime({ timeZone: BERLIN }).toInstant();

const nonBlank = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A repository that fails is a database that does not answer: the caller may try again. */
const fromRepository = <A>(read: () => Promise<A>): TE.TaskEither<AppError, A> =>
  TE.tryCatch(read, (cause) => unavailable(undefined, cause));

/** The catalogue in-process, over a repository; the server binds it and SSR calls it directly. */
export class CatalogueService implements Catalogue {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly clock: Clock,
  ) {}

  consumerEvent(request: ConsumerEventRequest): TE.TaskEither<AppError, ConsumerEventWire> {
    return pipe(
      fromRepository(() => this.repository.findEvent(request.eventId)),
      TE.chain((event) =>
        event === undefined
          ? TE.left(notFound('Diese Veranstaltung gibt es nicht (mehr).'))
          : TE.right(consumerEventWire(event, request.relations)),
      ),
    );
  }

  searchEvents(query: EventSearchQuery): TE.TaskEither<AppError, EventPageWire> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const text = nonBlank(query.q);
    const filter: EventFilter = {
      startsAfter: this.clock.now(),
      startsFrom: query.from && startOfBerlinDay(query.from),
      startsBefore: query.to && startOfBerlinDay(query.to.add({ days: 1 })),
      text,
      city: nonBlank(query.city),
      locationId: query.locationId,
      themeSlug: query.theme,
      rubricSlug: query.rubric,
      kind: query.kind,
      oneDay: query.oneDay,
    };
    return pipe(
      fromRepository(() =>
        this.repository.searchEvents(filter, { sort: query.sort ?? 'date', offset: (page - 1) * pageSize, limit: pageSize }),
      ),
      TE.map(({ events, total }) => ({ items: events.map(eventListItemWire), total, page, pageSize })),
    );
  }
}
