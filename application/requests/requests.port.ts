import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { OfferInput, OfferSentWire, RequestHandlingInput, RequestListQuery, RequestListWire, RequestWire } from './requests.codecs';

/**
 * The back office's request inbox for one staff member (or a site admin): the service in the
 * server, the HTTP proxy in the browser and the CLI.
 */
export interface RequestInbox {
  list(query: RequestListQuery): TE.TaskEither<AppError, RequestListWire>;
  request(requestId: number): TE.TaskEither<AppError, RequestWire>;
  /** Status, assignee and note; written to the audit log with before and after. */
  handle(requestId: number, handling: RequestHandlingInput): TE.TaskEither<AppError, RequestWire>;
  /** An inhouse request answered with an offer: the PDF is mailed to the sender; the request is then in Bearbeitung. */
  sendOffer(requestId: number, offer: OfferInput): TE.TaskEither<AppError, OfferSentWire>;
}
