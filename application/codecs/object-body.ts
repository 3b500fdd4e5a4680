import * as t from 'io-ts';

export const BODY_EXPECTED = 'Bitte senden Sie die Angaben als JSON-Objekt.';

/**
 * A JSON object body; anything else (an array, a string, nothing) gets one message for the
 * whole body instead of one per missing field.
 */
export const objectBody = <C extends t.Mixed>(codec: C, name: string, message: string = BODY_EXPECTED) =>
  new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
    name,
    codec.is,
    (input, context) =>
      typeof input === 'object' && input !== null && !Array.isArray(input)
        ? codec.validate(input, context)
        : t.failure(input, context, message),
    codec.encode,
  );
