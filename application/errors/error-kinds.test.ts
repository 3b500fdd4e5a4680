import { describe, expect, it } from 'vitest';
import { conflict, forbidden, invalid, notFound, rateLimited, unauthenticated, unavailable } from '../../domain/errors/app-error';
import { errorKindOf, EXIT, httpStatusOf } from './error-kinds';

describe('httpStatusOf', () => {
  it('answers the kind status for a plain failure', () => {
    expect(httpStatusOf(invalid({ email: 'x' }))).toBe(400);
    expect(httpStatusOf(conflict('belegt'))).toBe(409);
  });

  it('answers 422 for an input refused because its idempotency key was used for another request', () => {
    expect(httpStatusOf({ ...invalid({ 'Idempotency-Key': 'x' }), reason: 'idempotency-key-reused' })).toBe(422);
  });
});

describe('errorKindOf', () => {
  it('names each kind by the same code and status on every driver, and ends the CLI with 2 only for a refused input', () => {
    const answers = [invalid({}), unauthenticated(), forbidden(), notFound(), conflict('x'), rateLimited(5), unavailable()].map((error) => {
      const { code, httpStatus, exitCode } = errorKindOf(error);
      return [error._tag, code, httpStatus, exitCode];
    });
    expect(answers).toEqual([
      ['Invalid', 'invalid', 400, EXIT.usage],
      ['Unauthenticated', 'unauthenticated', 401, EXIT.failed],
      ['Forbidden', 'forbidden', 403, EXIT.failed],
      ['NotFound', 'not_found', 404, EXIT.failed],
      ['Conflict', 'conflict', 409, EXIT.failed],
      ['RateLimited', 'rate_limited', 429, EXIT.failed],
      ['Unavailable', 'unavailable', 503, EXIT.failed],
    ]);
  });
});
