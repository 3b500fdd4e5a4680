import type * as TE from 'fp-ts/TaskEither';
import { ArticlesWire, WerbemittelOrderRequest, WerbemittelOrderWire } from '../../application/werbemittel/werbemittel.codecs';
import { WERBEMITTEL_PATHS, placedOrderApiPath } from '../../application/werbemittel/werbemittel.paths';
import type { WerbemittelShop } from '../../application/werbemittel/werbemittel.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The Werbemittelshop over HTTP, for the browser; the session is the transport's cookies. */
export class WerbemittelProxy implements WerbemittelShop {
  constructor(private readonly transport: HttpTransport) {}

  articles(): TE.TaskEither<AppError, ArticlesWire> {
    return callApi(this.transport, ArticlesWire)({ path: WERBEMITTEL_PATHS.articles });
  }

  order(request: WerbemittelOrderRequest): TE.TaskEither<AppError, WerbemittelOrderWire> {
    return callApi(this.transport, WerbemittelOrderWire)({ method: 'POST', path: WERBEMITTEL_PATHS.order, body: WerbemittelOrderRequest.encode(request) });
  }

  placedOrder(reference: string): TE.TaskEither<AppError, WerbemittelOrderWire> {
    return callApi(this.transport, WerbemittelOrderWire)({ path: placedOrderApiPath(reference) });
  }
}
