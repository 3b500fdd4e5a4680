import type * as TE from 'fp-ts/TaskEither';
import { offerPath, REQUESTS_PATHS, requestPath } from '../../application/requests/requests.paths';
import {
  OfferInput,
  OfferSentWire,
  RequestHandlingInput,
  RequestListQuery,
  RequestListWire,
  RequestWire,
} from '../../application/requests/requests.codecs';
import type { RequestInbox } from '../../application/requests/requests.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The request inbox over the JSON transport, for the browser after a client-side navigation. */
export class RequestInboxProxy implements RequestInbox {
  constructor(private readonly transport: HttpTransport) {}

  list(query: RequestListQuery): TE.TaskEither<AppError, RequestListWire> {
    return callApi(this.transport, RequestListWire)({ path: REQUESTS_PATHS.list, query: RequestListQuery.encode(query) });
  }

  request(requestId: number): TE.TaskEither<AppError, RequestWire> {
    return callApi(this.transport, RequestWire)({ path: requestPath(requestId) });
  }

  handle(requestId: number, handling: RequestHandlingInput): TE.TaskEither<AppError, RequestWire> {
    return callApi(this.transport, RequestWire)({ method: 'POST', path: requestPath(requestId), body: RequestHandlingInput.encode(handling) });
  }

  sendOffer(requestId: number, offer: OfferInput): TE.TaskEither<AppError, OfferSentWire> {
    return callApi(this.transport, OfferSentWire)({ method: 'POST', path: offerPath(requestId), body: OfferInput.encode(offer) });
  }
}
