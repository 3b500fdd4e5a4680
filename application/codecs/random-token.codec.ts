import * as t from 'io-ts';

/** What our links carry as a secret: URL-safe base64 of a random value (crypto adapter's tokens). */
const RANDOM_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A path segment holding a random token (a share link, an appointment reference). Anything else
 * fails with the page's own "not found" message: a malformed token and an unknown one read alike.
 */
export const randomToken = (name: string, unknownMessage: string): t.Type<string> =>
  new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string' && RANDOM_TOKEN.test(value),
    (input, context) => (typeof input === 'string' && RANDOM_TOKEN.test(input) ? t.success(input) : t.failure(input, context, unknownMessage)),
    (value) => value,
  );
