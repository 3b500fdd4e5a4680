import * as t from 'io-ts';

/**
 * Codecs for values that arrive as text in a URL (query string or path), each failing with a
 * German message a caller can show next to the field.
 */

/** A whole number from a query string ("3"), within bounds. */
export const boundedIntFromString = (name: string, min: number, max: number, message: string) =>
  new t.Type<number, string, unknown>(
    name,
    (value): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
    (input, context) => {
      const parsed = typeof input === 'string' && /^\d{1,9}$/.test(input) ? Number(input) : Number.NaN;
      return Number.isInteger(parsed) && parsed >= min && parsed <= max ? t.success(parsed) : t.failure(input, context, message);
    },
    String,
  );

export const booleanFromString = new t.Type<boolean, string, unknown>(
  'BooleanFromString',
  (value): value is boolean => typeof value === 'boolean',
  (input, context) =>
    input === 'true' || input === '1'
      ? t.success(true)
      : input === 'false' || input === '0'
        ? t.success(false)
        : t.failure(input, context, 'Bitte geben Sie ja (true) oder nein (false) an.'),
  String,
);

/** The codec as it is, with one German message for any failure. */
export const withMessage = <C extends t.Mixed>(codec: C, message: string): C =>
  new t.Type(
    codec.name,
    codec.is,
    (input, context) => {
      const result = codec.validate(input, context);
      return result._tag === 'Left' ? t.failure(input, context, message) : result;
    },
    codec.encode,
  ) as unknown as C;

/** The largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;
const ID_TEXT = /^[1-9]\d{0,9}$/;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID;
const idOf = (text: string): number | undefined => (ID_TEXT.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined);

/** A positive id written as plain digits ("10042"). */
export const idFromString = (name: string, message: string) =>
  new t.Type<number, string, unknown>(
    name,
    isId,
    (input, context) => {
      const id = typeof input === 'string' ? idOf(input) : undefined;
      return id === undefined ? t.failure(input, context, message) : t.success(id);
    },
    String,
  );

/**
 * A list of ids as the spec's callers send it, comma-separated ("1,2,3"), or as repeated
 * parameters (`?id=1&id=2`, which arrive as an array). Repeated ids count once, in the order
 * first given; at most `max` ids, so one request cannot ask for the whole catalogue.
 */
export const idListFromString = (name: string, max: number, message: string) =>
  new t.Type<readonly number[], string, unknown>(
    name,
    (value): value is readonly number[] => Array.isArray(value) && value.length >= 1 && value.length <= max && value.every(isId),
    (input, context) => {
      const parts =
        typeof input === 'string'
          ? input.split(',')
          : Array.isArray(input) && input.every((item) => typeof item === 'string')
            ? input.flatMap((item: string) => item.split(','))
            : undefined;
      const ids = parts?.map((part) => idOf(part.trim()));
      if (ids === undefined || ids.length === 0 || !ids.every((id): id is number => id !== undefined)) {
        return t.failure(input, context, message);
      }
      const distinct = [...new Set(ids)];
      return distinct.length > max
        ? t.failure(input, context, `Bitte fragen Sie nach höchstens ${String(max)} Einträgen auf einmal.`)
        : t.success(distinct);
    },
    (ids) => ids.join(','),
  );

export const SLUG_MAX_LENGTH = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The name of a page in a URL: lowercase letters, digits and single hyphens ('sbv-fachtagung-2027'). */
export const slugFromString = (name: string, message: string) =>
  new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value),
    (input, context) =>
      typeof input === 'string' && input.length <= SLUG_MAX_LENGTH && SLUG.test(input) ? t.success(input) : t.failure(input, context, message),
    String,
  );
