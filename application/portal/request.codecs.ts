import * as t from 'io-ts';
import { text } from '../accounts/accounts.codecs';
import { objectBody } from '../codecs/object-body';

export { objectBody, text };

export const REQUEST_MESSAGES = {
  booleanExpected: 'Bitte geben Sie ja (true) oder nein (false) an.',
  listExpected: 'Bitte geben Sie eine Liste an.',
  listTooLong: 'Die Liste ist zu lang.',
  numberExpected: 'Bitte geben Sie eine ganze Zahl an.',
} as const;

const MAX_ID = 2_147_483_647;

/** A positive whole number as path text ('/wishlist/add/10001'), with the German message of the id. */
export const idFromString = (name: string, message: string) =>
  new t.Type<number, string, unknown>(
    name,
    (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID,
    (input, context) =>
      typeof input === 'string' && /^[1-9]\d{0,9}$/.test(input) && Number(input) <= MAX_ID
        ? t.success(Number(input))
        : t.failure(input, context, message),
    String,
  );

/** A positive whole number in a JSON body. */
export const positiveId = (name: string, message: string) =>
  new t.Type<number, number, unknown>(
    name,
    (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID,
    (input, context) =>
      typeof input === 'number' && Number.isSafeInteger(input) && input > 0 && input <= MAX_ID
        ? t.success(input)
        : t.failure(input, context, message),
    (value) => value,
  );

export const booleanField = new t.Type<boolean, boolean, unknown>(
  'Boolean',
  (value): value is boolean => typeof value === 'boolean',
  (input, context) => (typeof input === 'boolean' ? t.success(input) : t.failure(input, context, REQUEST_MESSAGES.booleanExpected)),
  (value) => value,
);

/** Any number in a body; whether it is in range is the domain rule's business (with its message). */
export const numberField = new t.Type<number, number, unknown>(
  'Number',
  (value): value is number => typeof value === 'number' && Number.isFinite(value),
  (input, context) =>
    typeof input === 'number' && Number.isFinite(input) ? t.success(input) : t.failure(input, context, REQUEST_MESSAGES.numberExpected),
  (value) => value,
);

/** A JSON array of at most maxItems elements, each decoded by the item codec. */
export const boundedArray = <C extends t.Mixed>(item: C, maxItems: number) =>
  new t.Type<readonly t.TypeOf<C>[], readonly t.OutputOf<C>[], unknown>(
    `Array<${item.name}>(${maxItems})`,
    (value): value is readonly t.TypeOf<C>[] => Array.isArray(value) && value.length <= maxItems && value.every((element) => item.is(element)),
    (input, context) => {
      if (!Array.isArray(input)) return t.failure(input, context, REQUEST_MESSAGES.listExpected);
      if (input.length > maxItems) return t.failure(input, context, REQUEST_MESSAGES.listTooLong);
      return t.readonlyArray(item).validate(input, context);
    },
    (values) => values.map((value) => item.encode(value) as t.OutputOf<C>),
  );
