import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type {
  CheckoutRequest} from '../../../application/cart/cart.codecs';
import {
  AddCartItemRequest,
  AddRecipientRequest,
  DeleteCartItemRequest,
  DeleteRecipientRequest,
  EditRecipientRequest,
  OrderOptionsRequest,
} from '../../../application/cart/cart.codecs';
import type { ShoppingCart } from '../../../application/cart/cart.port';
import { decodeInput } from '../../../application/codecs/decode';
import { IdempotencyKeyCodec } from '../../../application/orders/orders.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { itemAnchor, participantAnchor } from './cart.paths';
import { ORDER_OPTION_FIELDS } from '../../../domain/cart/order-options';
import { PARTICIPANT_FIELDS } from '../../../domain/cart/participant-form';
import { NEW_RECIPIENT_TARGET } from './cart-form.fields';

export { NEW_RECIPIENT_TARGET };

type Values = Readonly<Record<string, string>>;

/** What a post of the cart page asks for: which form it came from and the cart call that does it. */
export type CartIntent =
  | {
      readonly kind: 'item' | 'recipient' | 'options';
      /** The form the answer belongs to (FormOutcome.target) and the anchor a success returns to. */
      readonly target: string;
      readonly anchor?: string;
      readonly toCheckout?: boolean;
      readonly run: (cart: ShoppingCart) => TE.TaskEither<AppError, unknown>;
    }
  | { readonly kind: 'unknown' };


/** Form posts carry text; ids are numbers on the wire. A non-number is left as text for the codec to refuse. */
const id = (text: string | undefined): unknown => (text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : text);

const pick = (values: Values, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));

/** A decoded request handed to the cart; a request that does not decode answers with its field messages. */
const call =
  <A, O>(codec: t.Type<A, O>, input: unknown, run: (cart: ShoppingCart, request: A) => TE.TaskEither<AppError, unknown>) =>
  (cart: ShoppingCart): TE.TaskEither<AppError, unknown> =>
    pipe(
      TE.fromEither(decodeInput(codec, input)),
      TE.chain((request) => run(cart, request)),
    );


/** The cart page's posts by their `intent` button (spec §7: add-recipient, edit-recipient, …). */
export const cartIntent = (values: Values): CartIntent => {
  const cartItemId = values.cartItemId ?? '';
  const recipientId = values.recipientId ?? '';
  switch (values.intent) {
    case 'add-item':
      return { kind: 'item', target: 'cart', run: call(AddCartItemRequest, { eventId: id(values.eventId) }, (cart, request) => cart.addItem(request)) };
    case 'delete-item':
      return {
        kind: 'item',
        target: itemAnchor(Number(cartItemId)),
        run: call(DeleteCartItemRequest, { cartItemId: id(cartItemId) }, (cart, request) => cart.deleteItem(request)),
      };
    case 'add-recipient':
      return {
        kind: 'recipient',
        target: NEW_RECIPIENT_TARGET(cartItemId),
        anchor: itemAnchor(Number(cartItemId)),
        run: call(AddRecipientRequest, { cartItemId: id(cartItemId), ...pick(values, PARTICIPANT_FIELDS) }, (cart, request) => cart.addRecipient(request)),
      };
    case 'edit-recipient':
      return {
        kind: 'recipient',
        target: participantAnchor(Number(recipientId)),
        anchor: participantAnchor(Number(recipientId)),
        run: call(EditRecipientRequest, { recipientId: id(recipientId), ...pick(values, PARTICIPANT_FIELDS) }, (cart, request) => cart.editRecipient(request)),
      };
    case 'delete-recipient':
      return {
        kind: 'recipient',
        target: participantAnchor(Number(recipientId)),
        anchor: itemAnchor(Number(cartItemId)),
        run: call(DeleteRecipientRequest, { recipientId: id(recipientId) }, (cart, request) => cart.deleteRecipient(request)),
      };
    case 'options':
    case 'to-checkout':
      return {
        kind: 'options',
        target: 'rechnungsadresse',
        anchor: 'rechnungsadresse',
        toCheckout: values.intent === 'to-checkout',
        run: call(OrderOptionsRequest, pick(values, ORDER_OPTION_FIELDS), (cart, request) => cart.updateOrderOptions(request)),
      };
    default:
      return { kind: 'unknown' };
  }
};

/** The checkout post: the page's idempotency key and the consent to the terms. */
export const checkoutRequest = (values: Values): E.Either<AppError, { readonly request: CheckoutRequest; readonly idempotencyKey: string }> =>
  pipe(
    decodeInput(IdempotencyKeyCodec, values.idempotencyKey),
    E.map((idempotencyKey) => ({ idempotencyKey, request: { acceptTerms: values.acceptTerms === 'on' } })),
  );
