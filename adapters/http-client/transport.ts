import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { CookieSource } from './cookie-source';
import { ErrorBodyCodec, type ErrorBody } from '../../application/http/error-body.codec';
import { requestUrl, type QueryParams } from './request-url';
import { parseRetryAfter } from './retry-after';
import { AbortedError, HttpStatusError, NetworkError, TimeoutError, type TransportError } from './transport-error';
import { readXsrfCookie, XSRF_COOKIE, xsrfHeaderValue } from './xsrf-header';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  /** GET when left out. */
  readonly method?: HttpMethod;
  /** Joined to the base URL; an absolute URL is used as it is. */
  readonly path: string;
  readonly query?: QueryParams;
  /** Sent as JSON; no body (and no Content-Type) when undefined. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Overrides the transport's timeout for this call; 0 means none. See MAX_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** Further headers of this call (e.g. Idempotency-Key); they cannot replace the transport's own. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface TransportConfig {
  /** e.g. 'http://127.0.0.1:3000' for the CLI, '' in the browser (same origin). */
  readonly baseUrl: string;
  /** createBrowserCookies() in the browser, a MemoryCookieJar in Node. */
  readonly cookies: CookieSource;
  /** Milliseconds for the whole call, body included; none by default (spec §9). See MAX_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** The clock for a Retry-After given as a date. */
  readonly now?: () => number;
}

/**
 * The one way the browser and the CLI speak to the server. A success is the body: parsed JSON,
 * else the raw text, and null for 204 No Content. The spec says "200", but its transport
 * messages are axios's, whose default accepts every 2xx, and a server may well answer 201/204
 * to creates and deletes; rejecting those would report a done action as failed. Everything else is
 * a TransportError value; nothing is thrown except for bugs (e.g. a base URL that is no URL).
 */
export interface HttpTransport {
  request(request: HttpRequest): TE.TaskEither<TransportError, unknown>;
}

/**
 * The longest delay timers keep (2^31 - 1 ms, about 24.8 days): beyond it Node and browsers fire
 * after 1 ms instead, so a larger timeout would fail every call at once.
 */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * A timeout that is not 0 to MAX_TIMEOUT_MS ms (negative, NaN, Infinity, too large) is a bug in
 * the caller's configuration: refused loudly at once rather than clamped to something else.
 */
const assertTimeout = (timeoutMs: number | undefined, where: string): void => {
  if (timeoutMs === undefined || (timeoutMs >= 0 && timeoutMs <= MAX_TIMEOUT_MS)) return;
  throw new RangeError(`${where} timeoutMs must be from 0 (none) to ${String(MAX_TIMEOUT_MS)} ms, got ${String(timeoutMs)}`);
};

// Lives beside the header rules so the browser's form token can read it without the transport.
export { XSRF_COOKIE };
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// The spec reads the body as JSON whatever the Content-Type says, and keeps the text when it is none.
const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

// Only a body of the contract's shape is passed on; anything else (an HTML error page) is dropped.
const errorBody = (text: string): ErrorBody | undefined =>
  E.getOrElseW(() => undefined)(ErrorBodyCodec.decode(parseBody(text)));

const headersFor = (request: HttpRequest, url: string, cookies: CookieSource): Record<string, string> => {
  const xsrfCookie = readXsrfCookie(cookies, url);
  const xsrfToken = xsrfCookie === undefined ? undefined : xsrfHeaderValue(xsrfCookie);
  const cookieHeader = cookies.cookieHeader(url);
  return {
    ...request.headers,
    Accept: 'application/json',
    ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(xsrfToken === undefined ? {} : { [XSRF_HEADER]: xsrfToken }),
    ...(cookieHeader === undefined ? {} : { Cookie: cookieHeader }),
  };
};

/** Throws a RangeError for a timeoutMs outside 0 to MAX_TIMEOUT_MS; so does each request with one. */
export const createFetchTransport = (config: TransportConfig): HttpTransport => {
  assertTimeout(config.timeoutMs, 'The transport');
  const now = config.now ?? Date.now;

  const run = async (request: HttpRequest): Promise<E.Either<TransportError, unknown>> => {
    const url = requestUrl(config.baseUrl, request.path, request.query);
    const headers = headersFor(request, url, config.cookies);
    const callerSignal = request.signal;
    if (callerSignal?.aborted === true) return E.left(new AbortedError());

    // One controller for both reasons to stop; its abort reason tells which one it was.
    const controller = new AbortController();
    const abortOnCallerRequest = () => {
      controller.abort(new AbortedError());
    };
    callerSignal?.addEventListener('abort', abortOnCallerRequest, { once: true });
    const timeoutMs = request.timeoutMs ?? config.timeoutMs ?? 0;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            controller.abort(new TimeoutError(timeoutMs));
          }, timeoutMs)
        : undefined;

    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'include',
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      const reason: unknown = controller.signal.reason;
      return E.left(reason instanceof TimeoutError || reason instanceof AbortedError ? reason : new NetworkError(cause));
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortOnCallerRequest);
    }

    config.cookies.receive(url, response.headers);
    if (response.status === 204) return E.right(null);
    if (response.ok) return E.right(parseBody(text));
    return E.left(
      new HttpStatusError(response.status, errorBody(text), parseRetryAfter(response.headers.get('Retry-After'), now())),
    );
  };

  return {
    request: (request) => {
      assertTimeout(request.timeoutMs, 'A request');
      return () => run(request);
    },
  };
};

/** The same call for code that prefers promises: rejects with the TransportError. */
export const requestAsPromise = async (transport: HttpTransport, request: HttpRequest): Promise<unknown> => {
  const result = await transport.request(request)();
  if (E.isLeft(result)) throw result.left;
  return result.right;
};
