import * as t from 'io-ts';
import { WERBEMITTEL_MESSAGES as M } from '../../domain/werbemittel/order-lines';
import { randomToken } from '../codecs/random-token.codec';
import { InstantCodec } from '../codecs/instant.codec';
import { FormRequest } from '../forms/forms.codecs';
import { boundedArray, objectBody, positiveId, text } from '../portal/request.codecs';

export const ArticleWire = t.type({
  articleId: t.number,
  slug: t.string,
  name: t.string,
  description: t.string,
  /** A picture under /assets/…; null when the article has none. */
  imageUrl: t.union([t.string, t.null]),
  /** How many are left to order. */
  stock: t.number,
});
export type ArticleWire = t.TypeOf<typeof ArticleWire>;

export const ArticlesWire = t.array(ArticleWire);
export type ArticlesWire = t.TypeOf<typeof ArticlesWire>;

/** One article and how many: a number, or the quantity field's text (its rule is the domain's). */
export const OrderItemRequest = t.type({
  articleId: positiveId('ArticleId', M.unknownArticle),
  quantity: t.union([t.number, text(10)]),
});

/**
 * POST /api/werbemittel-shop-request: the fields of the werbemittel-shop-request form (the
 * delivery address) and the ordered articles.
 */
export const WerbemittelOrderRequest = objectBody(
  t.intersection([FormRequest, t.type({ items: boundedArray(OrderItemRequest, 100) })]),
  'WerbemittelOrderRequest',
);
export type WerbemittelOrderRequest = t.TypeOf<typeof WerbemittelOrderRequest>;

export const OrderReferenceParams = t.type({ reference: randomToken('OrderReference', M.orderUnknown) });

export const WerbemittelOrderWire = t.type({
  reference: t.string,
  orderedAt: InstantCodec,
  /** The delivery address's fields by their form names (company, firstname, …). */
  address: t.record(t.string, t.string),
  lines: t.array(t.type({ articleId: t.number, name: t.string, quantity: t.number })),
  /** The form's thank-you text. */
  message: t.string,
});
export type WerbemittelOrderWire = t.TypeOf<typeof WerbemittelOrderWire>;
