import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import {
  AddCartItemRequest,
  AddRecipientRequest,
  CartSmallWire,
  CheckoutRequest,
  ConfirmReservationRequest,
  DeleteCartItemRequest,
  DeleteRecipientRequest,
  EditRecipientRequest,
  OrderOptionsRequest,
  ShoppingCartWire,
} from '../../../application/cart/cart.codecs';
import { CART_PATHS as P } from '../../../application/cart/cart.paths';
import type { ShoppingCart, ShoppingCartForRequest } from '../../../application/cart/cart.port';
import {
  CheckoutResultWire,
  ConfirmedReservationWire,
  OrderNumberParams,
  ParticipantParams,
  type CheckoutResultWire as CheckoutResult,
} from '../../../application/orders/orders.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { decodeInput, respond } from '../respond';
import { sessionOf } from '../session/install-sessions';
import { idempotencyKeyOf } from './idempotency-key';

/** A body that may be left out entirely (a checkout without last changes). */
const bodyOrEmpty = (request: FastifyRequest): unknown => request.body ?? {};

/**
 * The cart calls of spec §7 (/order-api/…). Each request gets the cart of its own session; the
 * session and XSRF checks ran before (see session/install-sessions), so every POST here needs
 * the X-XSRF-TOKEN header.
 */
export const cartRoutes = (carts: ShoppingCartForRequest) => (server: FastifyInstance) => {
  const cartOf = (request: FastifyRequest): ShoppingCart => carts.forRequest(sessionOf(request));

  /** A POST whose body is decoded by the codec and handed to the cart, the answer encoded by the wire codec. */
  const post = <I, A, O>(path: string, codec: t.Type<I, unknown>, wire: t.Type<A, O>, call: (cart: ShoppingCart, input: I) => TE.TaskEither<AppError, A>) => {
    server.post(path, (request, reply) =>
      respond(
        reply,
        pipe(
          TE.fromEither(decodeInput(codec, request.body)),
          TE.chain((input) => call(cartOf(request), input)),
          TE.map((answer) => wire.encode(answer)),
        ),
      ),
    );
  };

  server.get(P.cart, (request, reply) => respond(reply, pipe(cartOf(request).shoppingCart(), TE.map(ShoppingCartWire.encode))));
  server.get(P.cartSmall, (request, reply) => respond(reply, pipe(cartOf(request).shoppingCartSmall(), TE.map(CartSmallWire.encode))));

  post(P.addItem, AddCartItemRequest, CartSmallWire, (cart, input) => cart.addItem(input));
  post(P.deleteItem, DeleteCartItemRequest, CartSmallWire, (cart, input) => cart.deleteItem(input));
  post(P.addRecipient, AddRecipientRequest, ShoppingCartWire, (cart, input) => cart.addRecipient(input));
  post(P.editRecipient, EditRecipientRequest, ShoppingCartWire, (cart, input) => cart.editRecipient(input));
  post(P.deleteRecipient, DeleteRecipientRequest, ShoppingCartWire, (cart, input) => cart.deleteRecipient(input));
  post(P.orderOptions, OrderOptionsRequest, ShoppingCartWire, (cart, input) => cart.updateOrderOptions(input));

  const checkoutRoute = (path: string, place: (cart: ShoppingCart, request: CheckoutRequest, key: string) => TE.TaskEither<AppError, CheckoutResult>) => {
    server.post(path, (request, reply) =>
      respond(
        reply,
        pipe(
          TE.fromEither(idempotencyKeyOf(request)),
          TE.chain((key) =>
            pipe(
              TE.fromEither(decodeInput(CheckoutRequest, bodyOrEmpty(request))),
              TE.chain((body) => place(cartOf(request), body, key)),
            ),
          ),
          TE.map((result) => CheckoutResultWire.encode(result)),
        ),
      ),
    );
  };
  checkoutRoute(P.checkout, (cart, body, key) => cart.checkout(body, key));
  checkoutRoute(P.faxCheckout, (cart, body, key) => cart.faxCheckout(body, key));

  server.get(P.order, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(OrderNumberParams, request.params)),
        TE.chain(({ orderNumber }) => cartOf(request).order(orderNumber)),
        TE.map((answer) => CheckoutResultWire.encode(answer)),
      ),
    ),
  );

  server.post(P.confirmReservation, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(ParticipantParams, request.params)),
        TE.chain(({ participantId }) =>
          pipe(
            TE.fromEither(decodeInput(ConfirmReservationRequest, bodyOrEmpty(request))),
            TE.chain((body) => cartOf(request).confirmReservation(participantId, body)),
          ),
        ),
        TE.map((answer) => ConfirmedReservationWire.encode(answer)),
      ),
    ),
  );
};
