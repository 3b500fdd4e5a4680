import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { invalid, type AppError, type FieldErrors } from '../../domain/errors/app-error';

/**
 * Decodes outside input (HTTP body or query, a page's URL, a file row) with a codec; a
 * failure names each field that did not fit, with the codec's German message.
 */
export const decodeInput = <A, O>(codec: t.Type<A, O>, input: unknown): E.Either<AppError, A> =>
  E.mapLeft((errors: t.Errors) => invalid(fieldErrorsOf(errors)))(codec.decode(input));

const fieldErrorsOf = (errors: t.Errors): FieldErrors => {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.context
      .map((entry) => entry.key)
      .filter((key) => key !== '' && !/^\d+$/.test(key))
      .join('.');
    const field = path === '' ? '_' : path;
    fields[field] ??= error.message ?? 'Dieser Wert ist ungültig.';
  }
  return fields;
};
