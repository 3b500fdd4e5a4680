import * as E from 'fp-ts/Either';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserCookies } from './browser-cookies';
import { MemoryCookieJar } from './cookie-jar';
import {
  closedPortBaseUrl,
  readRequestBody,
  sendJson,
  startLocalTestServer,
  type LocalTestServer,
} from './local-test-server';
import {
  createFetchTransport,
  MAX_TIMEOUT_MS,
  requestAsPromise,
  type HttpRequest,
  type TransportConfig,
} from './transport';
import type { TransportError } from './transport-error';

const XSRF_VALUE = 'tok/en+=ä 1';
/** Decoded, 'ō' and '€' (above U+00FF) could not be a header value. */
const WIDE_XSRF_VALUE = 'tōken€';

const routes = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  switch (url.pathname) {
    case '/json':
      sendJson(response, 200, { stadt: 'Köln', preis: 129000 });
      return;
    case '/text':
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Hallo Betriebsrat');
      return;
    case '/created':
      sendJson(response, 201, { cartItemId: 7 });
      return;
    case '/no-content':
      response.writeHead(204);
      response.end();
      return;
    case '/missing':
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<h1>Not Found</h1>');
      return;
    case '/invalid':
      sendJson(response, 400, {
        statusCode: 400,
        error: 'Invalid',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: { postalCode: 'Die Postleitzahl ist ungültig' },
      });
      return;
    case '/busy':
      sendJson(
        response,
        429,
        { error: 'RateLimited', message: 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.' },
        { 'Retry-After': '30' },
      );
      return;
    case '/slow':
      setTimeout(() => {
        sendJson(response, 200, { langsam: true });
      }, 300);
      return;
    case '/login':
      response.setHeader('Set-Cookie', [
        `XSRF-TOKEN=${encodeURIComponent(XSRF_VALUE)}; Path=/`,
        'session=abc123; Path=/; HttpOnly',
      ]);
      response.writeHead(204);
      response.end();
      return;
    case '/login-wide':
      response.setHeader('Set-Cookie', `XSRF-TOKEN=${encodeURIComponent(WIDE_XSRF_VALUE)}; Path=/`);
      response.writeHead(204);
      response.end();
      return;
    case '/echo':
      sendJson(response, 200, {
        method: request.method,
        search: url.search,
        query: [...url.searchParams.entries()],
        headers: request.headers,
        body: await readRequestBody(request),
      });
      return;
    default:
      response.writeHead(500);
      response.end();
  }
};

interface Echo {
  readonly method: string;
  readonly search: string;
  readonly query: readonly (readonly [string, string])[];
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: string;
}

let server: LocalTestServer;

beforeAll(async () => {
  server = await startLocalTestServer((request, response) => {
    void routes(request, response);
  });
});

afterAll(async () => {
  await server.close();
});

const transport = (config: Partial<TransportConfig> = {}) =>
  createFetchTransport({ baseUrl: server.baseUrl, cookies: new MemoryCookieJar(), ...config });

const succeed = async (request: HttpRequest, config: Partial<TransportConfig> = {}): Promise<unknown> => {
  const result = await transport(config).request(request)();
  if (E.isLeft(result)) throw new Error(`expected a success, got ${result.left.message}`);
  return result.right;
};

const fail = async (request: HttpRequest, config: Partial<TransportConfig> = {}): Promise<TransportError> => {
  const result = await transport(config).request(request)();
  if (E.isRight(result)) throw new Error('expected a failure, got a success');
  return result.left;
};

const echo = async (request: Omit<HttpRequest, 'path'>, config: Partial<TransportConfig> = {}): Promise<Echo> =>
  (await succeed({ ...request, path: '/echo' }, config)) as Echo;

describe('fetch transport: answers', () => {
  it('parses a 200 JSON answer', async () => {
    expect(await succeed({ path: '/json' })).toEqual({ stadt: 'Köln', preis: 129000 });
  });

  it('falls back to the raw text when a 200 answer is not JSON', async () => {
    expect(await succeed({ path: '/text' })).toBe('Hallo Betriebsrat');
  });

  it('takes any other 2xx as a success with its body', async () => {
    expect(await succeed({ method: 'POST', path: '/created', body: {} })).toEqual({ cartItemId: 7 });
  });

  it('answers null for 204 No Content', async () => {
    expect(await succeed({ path: '/no-content' })).toBeNull();
  });

  it('rejects a 404 with the spec message and the status, without a body it cannot read', async () => {
    const error = await fail({ path: '/missing' });
    expect(error).toMatchObject({ _tag: 'HttpStatusError', message: 'Request failed with status code 404', status: 404 });
    expect(error._tag === 'HttpStatusError' && error.body).toBeUndefined();
  });

  it('rejects a 400 carrying the server error body, decoded to its contract fields', async () => {
    const error = await fail({ method: 'POST', path: '/invalid', body: { postalCode: '123' } });
    expect(error.message).toBe('Request failed with status code 400');
    expect(error).toMatchObject({ _tag: 'HttpStatusError', status: 400 });
    expect(error._tag === 'HttpStatusError' && error.body).toEqual({
      error: 'Invalid',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fieldErrors: { postalCode: 'Die Postleitzahl ist ungültig' },
    });
  });

  it('reads the Retry-After seconds of a 429', async () => {
    const error = await fail({ path: '/busy' });
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30, message: 'Request failed with status code 429' });
  });

  it('offers the same call as a Promise that rejects with the transport error', async () => {
    await expect(requestAsPromise(transport(), { path: '/json' })).resolves.toEqual({ stadt: 'Köln', preis: 129000 });
    await expect(requestAsPromise(transport(), { path: '/missing' })).rejects.toMatchObject({
      _tag: 'HttpStatusError',
      message: 'Request failed with status code 404',
      status: 404,
    });
  });
});

describe('fetch transport: failures without an answer', () => {
  it("rejects with 'Network Error' when the connection is refused", async () => {
    const error = await fail({ path: '/json' }, { baseUrl: await closedPortBaseUrl() });
    expect(error).toMatchObject({ _tag: 'NetworkError', message: 'Network Error' });
  });

  it("rejects with 'Request aborted' when the caller aborts a running call", async () => {
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 30);
    const error = await fail({ path: '/slow', signal: controller.signal });
    expect(error).toMatchObject({ _tag: 'AbortedError', message: 'Request aborted' });
  });

  it("rejects with 'Request aborted' without calling when the signal is already aborted", async () => {
    const error = await fail({ path: '/json', signal: AbortSignal.abort() });
    expect(error).toMatchObject({ _tag: 'AbortedError', message: 'Request aborted' });
  });

  it("rejects a slow answer with 'timeout of 50 ms exceeded' under a 50 ms request timeout", async () => {
    const error = await fail({ path: '/slow', timeoutMs: 50 });
    expect(error).toMatchObject({ _tag: 'TimeoutError', message: 'timeout of 50 ms exceeded', timeoutMs: 50 });
  });

  it('applies the transport-wide timeout to every call', async () => {
    const error = await fail({ path: '/slow' }, { timeoutMs: 50 });
    expect(error.message).toBe('timeout of 50 ms exceeded');
  });

  it('has no timeout by default: an answer after about 300 ms arrives', async () => {
    expect(await succeed({ path: '/slow' })).toEqual({ langsam: true });
  });

  it('lets a request switch the transport timeout off with 0', async () => {
    expect(await succeed({ path: '/slow', timeoutMs: 0 }, { timeoutMs: 50 })).toEqual({ langsam: true });
  });

  it('keeps a caller signal that never fires from changing the answer', async () => {
    expect(await succeed({ path: '/json', signal: new AbortController().signal, timeoutMs: 5000 })).toEqual({
      stadt: 'Köln',
      preis: 129000,
    });
  });
});

describe('fetch transport: timeout configuration', () => {
  const badTimeouts = [-1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, MAX_TIMEOUT_MS + 1];

  it('refuses a negative, non-finite or too large transport timeout with a RangeError when created', () => {
    for (const timeoutMs of badTimeouts) {
      expect(() => transport({ timeoutMs })).toThrow(RangeError);
    }
    expect(() => transport({ timeoutMs: MAX_TIMEOUT_MS + 1 })).toThrow(
      'The transport timeoutMs must be from 0 (none) to 2147483647 ms, got 2147483648',
    );
  });

  it('refuses such a request timeout with a RangeError when the request is made, before any call', () => {
    for (const timeoutMs of badTimeouts) {
      expect(() => transport().request({ path: '/json', timeoutMs })).toThrow(RangeError);
    }
    expect(() => transport().request({ path: '/json', timeoutMs: -1 })).toThrow(
      'A request timeoutMs must be from 0 (none) to 2147483647 ms, got -1',
    );
  });

  it('keeps the longest timeout a timer can hold: a slow answer still arrives', async () => {
    expect(await succeed({ path: '/slow' }, { timeoutMs: MAX_TIMEOUT_MS })).toEqual({ langsam: true });
    expect(await succeed({ path: '/slow', timeoutMs: MAX_TIMEOUT_MS })).toEqual({ langsam: true });
  });
});

describe('fetch transport: what it sends', () => {
  it('sends a JSON body with Content-Type application/json, accepting JSON, with the method', async () => {
    const sent = await echo({ method: 'POST', body: { cartItemId: 42, name: 'Müller' } });
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers.accept).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({ cartItemId: 42, name: 'Müller' });
  });

  it('sends no Content-Type and no body when there is no body', async () => {
    const sent = await echo({});
    expect(sent.method).toBe('GET');
    expect(sent.headers['content-type']).toBeUndefined();
    expect(sent.headers.accept).toBe('application/json');
    expect(sent.body).toBe('');
  });

  it('encodes the query object, leaving out undefined and null and repeating array keys', async () => {
    const sent = await echo({
      query: {
        objectType: 'event',
        email: 'anna+br@beispiel.de',
        ort: 'Köln & Bonn',
        internalId: 17,
        page: undefined,
        x: null,
        relations: ['hotel', 'theme'],
      },
    });
    expect(sent.query).toEqual([
      ['objectType', 'event'],
      ['email', 'anna+br@beispiel.de'],
      ['ort', 'Köln & Bonn'],
      ['internalId', '17'],
      ['relations', 'hotel'],
      ['relations', 'theme'],
    ]);
    expect(sent.search).not.toContain('page');
  });

  it('sends no XSRF header and no Cookie header before the server set any cookie', async () => {
    const sent = await echo({});
    expect(sent.headers['x-xsrf-token']).toBeUndefined();
    expect(sent.headers.cookie).toBeUndefined();
  });

  it('echoes the XSRF-TOKEN cookie the server set, URL-decoded, in X-XSRF-TOKEN through the cookie jar', async () => {
    const withJar = transport();
    await requestAsPromise(withJar, { method: 'POST', path: '/login', body: {} });
    const sent = (await requestAsPromise(withJar, { method: 'POST', path: '/echo', body: {} })) as Echo;
    expect(sent.headers['x-xsrf-token']).toBe(XSRF_VALUE);
    expect(sent.headers.cookie).toBe(`XSRF-TOKEN=${encodeURIComponent(XSRF_VALUE)}; session=abc123`);
  });

  it('sends the XSRF cookie still encoded when its decoded form (above U+00FF) cannot be a header value', async () => {
    const withJar = transport();
    await requestAsPromise(withJar, { method: 'POST', path: '/login-wide', body: {} });
    const sent = (await requestAsPromise(withJar, { method: 'POST', path: '/echo', body: {} })) as Echo;
    expect(sent.headers['x-xsrf-token']).toBe(encodeURIComponent(WIDE_XSRF_VALUE));
  });

  it('copies the XSRF token from document.cookie in the browser and leaves the Cookie header to it', async () => {
    const cookies = createBrowserCookies({
      cookieString: () => `theme=dark; XSRF-TOKEN=${encodeURIComponent(XSRF_VALUE)}`,
      pageUrl: () => `${server.baseUrl}/seminare`,
    });
    const sent = await echo({}, { cookies });
    expect(sent.headers['x-xsrf-token']).toBe(XSRF_VALUE);
    expect(sent.headers.cookie).toBeUndefined();
  });
});
