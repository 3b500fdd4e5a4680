import { describe, expect, it } from 'vitest';
import { conflict, rateLimited, unavailable } from '../../domain/errors/app-error';
import { DATABASE_BUSY_MESSAGE, errorResponse, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-response';

describe('errorResponse', () => {
  it('says when to retry a rate limit and an unavailable service', () => {
    expect(errorResponse(rateLimited(42)).headers).toEqual({ 'retry-after': '42' });
    expect(errorResponse(unavailable()).headers).toEqual({ 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
    expect(errorResponse(conflict('Schon vergeben.'))).toEqual({ status: 409, body: { error: 'conflict', message: 'Schon vergeben.' }, headers: {} });
  });

  it('names a busy database where a use case only knew that its store failed', () => {
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    // As drizzle throws it: the driver's error as the cause of its own.
    const wrapped = new Error('Failed query: insert …', { cause: timeout });
    expect(errorResponse(unavailable(undefined, wrapped)).body).toEqual({ error: 'unavailable', message: DATABASE_BUSY_MESSAGE });
    expect(errorResponse(unavailable(undefined, new Error('connection refused'))).body.message).toBe(unavailable().message);
  });
});
