import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { ParticipantListFormat } from '../participants/participant-list.codecs';
import type { OrderExportRow } from './order-export';
import type { OrderExportQuery } from './order-export.codecs';

/** The back office's exports as the CLI reaches them over HTTP. */
export interface BackOfficeFilesApi {
  exportOrders(query: OrderExportQuery): TE.TaskEither<AppError, AsyncIterable<OrderExportRow>>;
  participantListFile(eventId: number, format: ParticipantListFormat): TE.TaskEither<AppError, Uint8Array>;
}
