import * as t from 'io-ts';
import { isCents, type Cents } from '../../domain/money/money';
import { text } from '../accounts/accounts.codecs';
import { CART_MESSAGES as M } from './messages';

/**
 * Small codecs every cart and order request shares. Texts are bounded here only to stop junk
 * early; whether a value is right is the domain rule's business, with the form's own message.
 */

export { objectBody } from '../codecs/object-body';

const MAX_ID = 2_147_483_647;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID;

/** A database id in a JSON body: a positive whole number. */
export const idCodec = (name: string, message: string) =>
  new t.Type<number, number, unknown>(name, isId, (input, context) => (isId(input) ? t.success(input) : t.failure(input, context, message)), (value) => value);

/** A database id in a path: its decimal text. */
export const idFromString = (name: string, message: string) =>
  new t.Type<number, string, unknown>(
    name,
    isId,
    (input, context) =>
      typeof input === 'string' && /^[1-9]\d{0,9}$/.test(input) && Number(input) <= MAX_ID
        ? t.success(Number(input))
        : t.failure(input, context, message),
    String,
  );

export const flag = new t.Type<boolean, boolean, unknown>(
  'Flag',
  (value): value is boolean => typeof value === 'boolean',
  (input, context) => (typeof input === 'boolean' ? t.success(input) : t.failure(input, context, M.flagExpected)),
  (value) => value,
);

export const EventId = idCodec('EventId', M.eventIdExpected);
export const CartItemId = idCodec('CartItemId', M.cartItemIdExpected);
export const RecipientId = idCodec('RecipientId', M.recipientIdExpected);

export const SHORT_TEXT = text(200);
export const EMAIL_TEXT = text(320);
export const LONG_TEXT = text(20_000);

/** Euro cents that may be negative: a group discount of rising tiers is one (domain/pricing). */
export const SignedCents = new t.Type<Cents, number, unknown>(
  'SignedCents',
  (value): value is Cents => typeof value === 'number' && isCents(value),
  (input, context) => (typeof input === 'number' && isCents(input) ? t.success(input) : t.failure(input, context)),
  (value) => value,
);
