import * as t from 'io-ts';

/**
 * The JSON body the server sends with an error status (the server maps its AppError union to it):
 * `error` names the kind, `message` is the German text meant for the user, `fieldErrors` holds
 * the German message per form field of a 400/422. `t.exact` drops anything else (e.g. a
 * framework's `statusCode`) so callers only ever see the contract's fields.
 */
export const ErrorBodyCodec = t.readonly(
  t.exact(
    t.intersection([
      t.type({ error: t.string, message: t.string }),
      t.partial({ fieldErrors: t.readonly(t.record(t.string, t.string)) }),
    ]),
  ),
  'ErrorBody',
);

export type ErrorBody = t.TypeOf<typeof ErrorBodyCodec>;
