import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appErrorFromHttp } from './app-error-from-http';
import { errorBodyArbitrary } from '../../application/http/error-body.arbitraries';
import { HttpStatusError } from './transport-error';

const anyErrorStatus = fc.integer({ min: 300, max: 599 });

describe('appErrorFromHttp properties', () => {
  it('every 5xx status maps to Unavailable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.option(errorBodyArbitrary, { nil: undefined }), (status, body) => {
        expect(appErrorFromHttp(new HttpStatusError(status, body))._tag).toBe('Unavailable');
      }),
    );
  });

  it("the user sees the server's message whenever the server sent an error body", () => {
    fc.assert(
      fc.property(anyErrorStatus, errorBodyArbitrary, (status, body) => {
        expect(appErrorFromHttp(new HttpStatusError(status, body)).message).toBe(body.message);
      }),
    );
  });

  it('an Invalid error carries exactly the field messages of the body', () => {
    fc.assert(
      fc.property(fc.constantFrom(400, 413, 422), errorBodyArbitrary, (status, body) => {
        expect(appErrorFromHttp(new HttpStatusError(status, body))).toEqual({
          _tag: 'Invalid',
          message: body.message,
          fieldErrors: body.fieldErrors ?? {},
        });
      }),
    );
  });

  it('a 429 always waits a non-negative number of seconds, the Retry-After one when there was one', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: undefined }), (retryAfterSeconds) => {
        const error = appErrorFromHttp(new HttpStatusError(429, undefined, retryAfterSeconds));
        if (error._tag !== 'RateLimited') throw new Error(`expected RateLimited, got ${error._tag}`);
        expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(0);
        if (retryAfterSeconds !== undefined) expect(error.retryAfterSeconds).toBe(retryAfterSeconds);
      }),
    );
  });
});
