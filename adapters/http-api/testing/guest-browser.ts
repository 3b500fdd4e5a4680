import { randomUUID } from 'node:crypto';
import { MemoryCookieJar } from '../../http-client/cookie-jar';
import { XSRF_COOKIE, XSRF_HEADER } from '../session/session-cookies';

export interface JsonAnswer {
  readonly status: number;
  readonly body: unknown;
  /** The Retry-After header of a refused call (429, 503), null when there is none. */
  readonly retryAfter: string | null;
}

type Method = 'GET' | 'POST';

export interface PageAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
  readonly html: string;
}

/** One origin as a guest's browser talks to it: JSON calls with its cookies and the XSRF header. */
export interface GuestTab {
  call(method: Method, path: string, body?: unknown, headers?: Readonly<Record<string, string>>): Promise<JsonAnswer>;
  /** The answer's body, or an error naming the path and the answer when it is not 200. */
  ok(method: Method, path: string, body?: unknown): Promise<unknown>;
  /** A page as the browser opens it: a GET asking for HTML, with the cookies. */
  page(path: string): Promise<PageAnswer>;
}

/**
 * A guest's browser over fetch for integration tests and benchmarks (not for hostile input: see
 * hardening/raw-client.ts). Cookies are kept as a browser keeps them (MemoryCookieJar) and the
 * XSRF token goes back in its header, as the site's scripts send it. One browser may talk to
 * several origins, e.g. two instances of a fleet: the cookies follow the host, as in a browser.
 */
export class GuestBrowser {
  readonly #jar = new MemoryCookieJar();

  on(origin: string): GuestTab {
    const call = async (method: Method, path: string, body?: unknown, headers: Readonly<Record<string, string>> = {}): Promise<JsonAnswer> => {
      const url = `${origin}${path}`;
      const cookie = this.#jar.cookieHeader(url);
      const xsrf = this.#jar.read(XSRF_COOKIE, url);
      const response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie === undefined ? {} : { cookie }),
          ...(xsrf === undefined ? {} : { [XSRF_HEADER]: decodeURIComponent(xsrf) }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      this.#jar.receive(url, response.headers);
      return { status: response.status, body: (await response.json()) as unknown, retryAfter: response.headers.get('retry-after') };
    };
    const ok = async (method: Method, path: string, body?: unknown): Promise<unknown> => {
      const answer = await call(method, path, body);
      if (answer.status !== 200) throw new Error(`${path} answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    const page = async (path: string): Promise<PageAnswer> => {
      const url = `${origin}${path}`;
      const cookie = this.#jar.cookieHeader(url);
      const response = await fetch(url, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...(cookie === undefined ? {} : { cookie }) } });
      this.#jar.receive(url, response.headers);
      return { status: response.status, contentType: response.headers.get('content-type'), retryAfter: response.headers.get('retry-after'), html: await response.text() };
    };
    return { call, ok, page };
  }

  /** The Cookie header this browser sends to the origin (a load test replays it). */
  cookieHeader(origin: string): string | undefined {
    return this.#jar.cookieHeader(`${origin}/`);
  }
}

/** Who a guest books and who pays: one participant per cart, the invoice company. */
export interface GuestOrder {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly company: string;
}

/**
 * The steps before the order, as the cart page takes them: a session, the date in the cart, one
 * participant (Buchung, no hotel), the invoice address with the terms accepted. Stops at the first
 * answer that is not 200 and returns it (a load test counts a full date's 409 as a refusal).
 */
export const fillGuestCart = async (tab: GuestTab, eventId: number, order: GuestOrder): Promise<JsonAnswer> => {
  const token = await tab.call('GET', '/kundenportal/get-token');
  if (token.status !== 200) return token;
  const added = await tab.call('POST', '/order-api/add-cart-item', { eventId });
  const cartItemId = Array.isArray(added.body) ? (added.body[0] as { cartItemId?: number } | undefined)?.cartItemId : undefined;
  if (added.status !== 200) return added;
  if (cartItemId === undefined) throw new Error(`add-cart-item answered without a cart item: ${JSON.stringify(added.body)}`);
  const recipient = await tab.call('POST', '/order-api/add-recipient', {
    cartItemId,
    salutation: 'Frau',
    firstname: order.firstname,
    lastname: order.lastname,
    email: order.email,
    bookingType: 'Buchung',
    hotelOverNightOption: 'Ohne Übernachtung, mit Tagesverpflegung',
  });
  if (recipient.status !== 200) return recipient;
  return tab.call('POST', '/order-api/update-order-options', {
    company: order.company,
    street: 'Lastweg',
    streetNumber: '1',
    postalCode: '10115',
    city: 'Berlin',
    acceptTerms: true,
  });
};

/** The order of what the cart holds, with a fresh idempotency key. */
export const placeGuestOrder = (tab: GuestTab): Promise<JsonAnswer> => tab.call('POST', '/order-api/checkout', {}, { 'idempotency-key': randomUUID() });
