import { describe, expect, it } from 'vitest';
import { AbortedError, HttpStatusError, NetworkError, TimeoutError, type TransportError } from './transport-error';

describe('transport errors', () => {
  it("carry the spec's messages and a tag to tell them apart", () => {
    const errors: readonly TransportError[] = [
      new HttpStatusError(503),
      new NetworkError(new TypeError('fetch failed')),
      new AbortedError(),
      new TimeoutError(50),
    ];
    expect(errors.map((error) => [error._tag, error.message])).toEqual([
      ['HttpStatusError', 'Request failed with status code 503'],
      ['NetworkError', 'Network Error'],
      ['AbortedError', 'Request aborted'],
      ['TimeoutError', 'timeout of 50 ms exceeded'],
    ]);
    expect(errors.every((error) => error instanceof Error && error.name === error._tag)).toBe(true);
  });

  it('keep what caused a network error for debugging', () => {
    const cause = new TypeError('fetch failed');
    expect(new NetworkError(cause).cause).toBe(cause);
  });

  it('carry the body and Retry-After of a status error when there are some', () => {
    const body = { error: 'RateLimited', message: 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.' };
    expect(new HttpStatusError(429, body, 30)).toMatchObject({ status: 429, body, retryAfterSeconds: 30 });
    expect(new HttpStatusError(500)).toMatchObject({ body: undefined, retryAfterSeconds: undefined });
  });
});
