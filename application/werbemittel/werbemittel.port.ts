import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { ArticlesWire, WerbemittelOrderRequest, WerbemittelOrderWire } from './werbemittel.codecs';

/**
 * The Werbemittelshop of the logged-in portal user (the shop's login is the portal account): a
 * visitor gets Unauthenticated everywhere, another user's order reads as unknown.
 */
export interface WerbemittelShop {
  /** GET /api/werbemittel-shop-articles: the articles with their stock. */
  articles(): TE.TaskEither<AppError, ArticlesWire>;
  /** POST /api/werbemittel-shop-request: Invalid with German messages per field, Conflict when stock ran out meanwhile. */
  order(request: WerbemittelOrderRequest): TE.TaskEither<AppError, WerbemittelOrderWire>;
  /** GET /api/werbemittel-shop-order/{reference}: the caller's own order, for the confirmation page. */
  placedOrder(reference: string): TE.TaskEither<AppError, WerbemittelOrderWire>;
}

export interface WerbemittelShopForRequest {
  forRequest(context: RequestContext): WerbemittelShop;
}
