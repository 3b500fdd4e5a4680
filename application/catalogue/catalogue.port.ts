import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { ConsumerEventWire, EventRelation } from './event.codecs';
import type { EventPageWire, EventSearchQuery } from './event-search.codecs';

export interface ConsumerEventRequest {
  readonly eventId: number;
  readonly relations: ReadonlySet<EventRelation>;
}

/**
 * The seminar catalogue as pages, the CLI and other services use it. The server binds the
 * in-process service; the browser and the CLI bind the HTTP proxy of adapters/http-client.
 */
export interface Catalogue {
  /** GET /api/consumer?objectType=event&internalId=…&relations=… (spec §7). */
  consumerEvent(request: ConsumerEventRequest): TE.TaskEither<AppError, ConsumerEventWire>;
  /** Listing and search of upcoming events for the catalogue pages. */
  searchEvents(query: EventSearchQuery): TE.TaskEither<AppError, EventPageWire>;
}
