import type { ErrorBody } from '../../application/http/error-body.codec';

/**
 * How a call over HTTP can fail before any contract is checked. The messages are the spec's
 * (§8) character for character; they are Errors so the Promise API rejects with something that
 * has a stack, and tagged so a `switch` over `_tag` is exhaustive.
 */
export type TransportError = HttpStatusError | NetworkError | AbortedError | TimeoutError;

export const statusErrorMessage = (status: number): string => `Request failed with status code ${status}`;

export const timeoutMessage = (timeoutMs: number): string => `timeout of ${timeoutMs} ms exceeded`;

/** The server answered with a status that is not a success. */
export class HttpStatusError extends Error {
  readonly _tag = 'HttpStatusError';
  override readonly name = 'HttpStatusError';
  readonly status: number;
  /** The server's error body, when it had the contract's shape (its German message is for the user). */
  readonly body: ErrorBody | undefined;
  /** From a Retry-After header, when there was a readable one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body?: ErrorBody, retryAfterSeconds?: number) {
    super(statusErrorMessage(status));
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** No answer at all: connection refused, DNS failure, connection reset, CORS refusal. */
export class NetworkError extends Error {
  readonly _tag = 'NetworkError';
  override readonly name = 'NetworkError';

  constructor(cause?: unknown) {
    super('Network Error', { cause });
  }
}

/** The caller's AbortSignal fired. */
export class AbortedError extends Error {
  readonly _tag = 'AbortedError';
  override readonly name = 'AbortedError';

  constructor() {
    super('Request aborted');
  }
}

/** No complete answer within the configured time. */
export class TimeoutError extends Error {
  readonly _tag = 'TimeoutError';
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(timeoutMessage(timeoutMs));
    this.timeoutMs = timeoutMs;
  }
}
