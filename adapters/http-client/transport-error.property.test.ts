import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpStatusError, TimeoutError, statusErrorMessage, timeoutMessage } from './transport-error';

describe('transport error messages', () => {
  it("a status error's message is always 'Request failed with status code ' + status (300..599)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), (status) => {
        expect(statusErrorMessage(status)).toBe('Request failed with status code ' + String(status));
        const error = new HttpStatusError(status);
        expect(error.message).toBe('Request failed with status code ' + String(status));
        expect(error.status).toBe(status);
      }),
    );
  });

  it("a timeout's message is always 'timeout of ' + N + ' ms exceeded'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_600_000 }), (timeoutMs) => {
        expect(timeoutMessage(timeoutMs)).toBe(`timeout of ${String(timeoutMs)} ms exceeded`);
        expect(new TimeoutError(timeoutMs).message).toBe(timeoutMessage(timeoutMs));
      }),
    );
  });
});
