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
import { isParticipantBegun, PARTICIPANT_FIELDS } from '../../../domain/cart/participant-form';
import { NEW_RECIPIENT_TARGET, newParticipantName } from './cart-form.fields';

export { NEW_RECIPIENT_TARGET };

type Values = Readonly<Record<string, string>>;

/** One cart call of a post, with the form its refusal is shown at. */
export interface CartStep {
  readonly target: string;
  /** The posted fields this step saved: a later step's refusal no longer shows them as typed. */
  readonly saves?: readonly string[];
  readonly run: (cart: ShoppingCart) => TE.TaskEither<AppError, unknown>;
}

/** What a post of the cart page asks for: which form it came from and the cart calls that do it, in order. */
export type CartIntent =
  | {
      readonly kind: 'item' | 'recipient' | 'options';
      /** The form the answer belongs to (FormOutcome.target) and the anchor a success returns to. */
      readonly target: string;
      readonly anchor?: string;
      readonly toCheckout?: boolean;
      readonly steps: readonly CartStep[];
    }
  | { readonly kind: 'unknown' };

const newParticipantNames = (cartItemId: string): readonly string[] => PARTICIPANT_FIELDS.map((field) => newParticipantName(cartItemId, field));

const newParticipantOf = (values: Values, cartItemId: string): Record<string, string> =>
  Object.fromEntries(PARTICIPANT_FIELDS.flatMap((field) => {
    const value = values[newParticipantName(cartItemId, field)];
    return value === undefined ? [] : [[field, value]];
  }));

/** The items whose new participant the post carries something typed for, in the page's order. */
const begunParticipants = (values: Values): readonly string[] =>
  Object.keys(values).flatMap((name) => {
    const item = /^neu-(\d{1,10})-firstname$/.exec(name)?.[1];
    return item !== undefined && isParticipantBegun(newParticipantOf(values, item)) ? [item] : [];
  });

/**
 * Adds an item's participant: from the cart step form's fields, prefixed with the item (every
 * item's new participant travels in the one form with the invoice address), or from plain
 * fields (a post of its own).
 */
const addRecipientStep = (values: Values, cartItemId: string): CartStep => {
  const prefixed = newParticipantOf(values, cartItemId);
  const fields = Object.keys(prefixed).length > 0 ? prefixed : pick(values, PARTICIPANT_FIELDS);
  return {
    target: NEW_RECIPIENT_TARGET(cartItemId),
    saves: newParticipantNames(cartItemId),
    run: call(AddRecipientRequest, { cartItemId: id(cartItemId), ...fields }, (cart, request) => cart.addRecipient(request)),
  };
};


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
  // The step form's "Teilnehmer hinzufügen" names its item in the button: 'add-recipient:12'.
  const [intent, itemOfButton] = (values.intent ?? '').split(':');
  const cartItemId = itemOfButton ?? values.cartItemId ?? '';
  const recipientId = values.recipientId ?? '';
  const options: CartStep = {
    target: 'rechnungsadresse',
    run: call(OrderOptionsRequest, pick(values, ORDER_OPTION_FIELDS), (cart, request) => cart.updateOrderOptions(request)),
  };
  switch (intent) {
    case 'add-item':
      return { kind: 'item', target: 'cart', steps: [{ target: 'cart', run: call(AddCartItemRequest, { eventId: id(values.eventId) }, (cart, request) => cart.addItem(request)) }] };
    case 'delete-item':
      return {
        kind: 'item',
        target: itemAnchor(Number(cartItemId)),
        steps: [{ target: itemAnchor(Number(cartItemId)), run: call(DeleteCartItemRequest, { cartItemId: id(cartItemId) }, (cart, request) => cart.deleteItem(request)) }],
      };
    case 'add-recipient':
      return {
        kind: 'recipient',
        target: NEW_RECIPIENT_TARGET(cartItemId),
        anchor: itemAnchor(Number(cartItemId)),
        steps: [addRecipientStep(values, cartItemId)],
      };
    case 'edit-recipient':
      return {
        kind: 'recipient',
        target: participantAnchor(Number(recipientId)),
        anchor: participantAnchor(Number(recipientId)),
        steps: [
          {
            target: participantAnchor(Number(recipientId)),
            run: call(EditRecipientRequest, { recipientId: id(recipientId), ...pick(values, PARTICIPANT_FIELDS) }, (cart, request) => cart.editRecipient(request)),
          },
        ],
      };
    case 'delete-recipient':
      return {
        kind: 'recipient',
        target: participantAnchor(Number(recipientId)),
        anchor: itemAnchor(Number(cartItemId)),
        steps: [
          { target: participantAnchor(Number(recipientId)), run: call(DeleteRecipientRequest, { recipientId: id(recipientId) }, (cart, request) => cart.deleteRecipient(request)) },
        ],
      };
    case 'options':
    case 'to-checkout':
      return {
        kind: 'options',
        target: 'rechnungsadresse',
        anchor: 'rechnungsadresse',
        toCheckout: intent === 'to-checkout',
        // A participant typed but not yet added is added first (on to the review, or saving the address): nothing typed is
        // lost, and a wrong field stops the step there with its message.
        steps: [...begunParticipants(values).map((item) => addRecipientStep(values, item)), options],
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
