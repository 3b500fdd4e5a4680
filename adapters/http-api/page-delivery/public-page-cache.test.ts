import { request } from 'node:http';
import * as E from 'fp-ts/Either';
import { beforeAll, describe, expect, it } from 'vitest';
import { setCapacity, upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { MemoryCookieJar } from '../../http-client/cookie-jar';
import { createFetchTransport, type HttpTransport } from '../../http-client/transport';
import { SINGLE } from '../routes/portal-test-users';
import { FormBrowser } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const WORKS_COUNCIL = 'betriebsrat.localhost';
const app = serveBuiltPages();
let seminarPage: string;

interface Answer {
  readonly status: number;
  readonly cache: string | null;
  readonly cookies: readonly string[];
  readonly html: string;
  readonly etag: string | null;
}

/**
 * A page as a browser asks for it (node:http, which sends the Host header it is given: the
 * works-council site is picked by it); `cookie` plays a visitor who has a session.
 */
const page = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const call = request(`${app().baseUrl}${path}`, { headers: { accept: 'text/html', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' ? value : null;
        };
        resolve({
          status: response.statusCode ?? 0,
          cache: header('x-page-cache'),
          cookies: response.headers['set-cookie'] ?? [],
          html: Buffer.concat(chunks).toString('utf8'),
          etag: header('etag'),
        });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });

const cookieHeader = (browser: FormBrowser): string => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const call = async (transport: HttpTransport, path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<unknown> => {
  const result = await transport.request({ path, method, ...(body === undefined ? {} : { body }) })();
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
  return result.right;
};

/** A script's client with a session and its XSRF token (the JSON API). */
const apiClient = async (): Promise<HttpTransport> => {
  const transport = createFetchTransport({ baseUrl: app().baseUrl, cookies: new MemoryCookieJar() });
  await call(transport, '/kundenportal/get-token');
  return transport;
};

beforeAll(async () => {
  seminarPage = /href="(\/seminare\/p\/[a-z0-9-]+)"/.exec((await page('/seminare/veranstaltungen')).html)?.[1] ?? '';
}, 120_000);

describe('public pages, rendered once and kept', () => {
  it('renders a public page at its first request and serves the same HTML after, with no session and no cookie', async () => {
    const first = await page('/seminare/rubrik');
    const again = await page('/seminare/rubrik');
    expect([first.status, first.cache, again.status, again.cache]).toEqual([200, 'miss', 200, 'hit']);
    expect(again.html).toBe(first.html);
    expect([...first.cookies, ...again.cookies]).toEqual([]);
    expect(first.html).toContain('<title>');
  });

  it('keeps the pages of the works-council host apart from the main host’s', async () => {
    const knowledge = await page('/', { host: WORKS_COUNCIL });
    const seminars = await page('/');
    expect(knowledge.html).not.toBe(seminars.html);
    expect((await page('/', { host: WORKS_COUNCIL })).cache).toBe('hit');
    expect((await page('/gesetze/betrvg', { host: WORKS_COUNCIL })).status).toBe(200);
    expect((await page('/gesetze/betrvg', { host: WORKS_COUNCIL })).cache).toBe('hit');
  });

  it('keeps the election news and the open positions on both hosts', async () => {
    for (const host of [undefined, WORKS_COUNCIL]) {
      for (const path of ['/wahlseiten-news/archiv/', '/jobs-karriere/offene-stellen']) {
        const first = await page(path, host === undefined ? {} : { host });
        expect([path, first.status, first.cache]).toEqual([path, 200, 'miss']);
        expect((await page(path, host === undefined ? {} : { host })).cache).toBe('hit');
      }
    }
  });

  it('keys a page by the query parameters that matter, in any order, without ad-campaign parameters', async () => {
    expect((await page('/seminare/veranstaltungen?page=2&sort=date')).cache).toBe('miss');
    expect((await page('/seminare/veranstaltungen?sort=date&page=2')).cache).toBe('hit');
    expect((await page('/seminare/veranstaltungen?sort=date&page=2&utm_source=newsletter&gclid=x')).cache).toBe('hit');
    expect((await page('/seminare/veranstaltungen?page=3&sort=date')).cache).toBe('miss');
  });

  it('answers a browser that has the page already with 304', async () => {
    const { etag } = await page('/seminare/p');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await page('/seminare/p', { 'if-none-match': etag ?? '' });
    expect([revalidated.status, revalidated.html]).toEqual([304, '']);
  });

  it('keeps no error page: an unknown seminar is rendered for each request, as a 404', async () => {
    for (const _request of [1, 2]) {
      const missing = await page('/seminare/p/gibt-es-nicht');
      expect([missing.status, missing.cache]).toEqual([404, null]);
    }
  });

  it('never keeps a personal page: cart, login, portal, wishlist and search are rendered per visitor with their session', async () => {
    for (const path of ['/seminare/warenkorb', '/kundenportal/login', '/meinifb/merkliste', '/suche?q=Wahl', '/seminare/warenkorb/checkout']) {
      for (const _request of [1, 2]) {
        const answer = await page(path);
        expect(answer.cache, path).toBeNull();
        expect(answer.cookies.some((cookie) => cookie.startsWith('session=')), path).toBe(true);
      }
    }
  });
});

describe('the same HTML for every visitor', () => {
  it('a logged-in visitor gets the very HTML an anonymous one gets; their greeting comes after hydration (get-user)', async () => {
    const member = new FormBrowser(() => app().baseUrl);
    const login = `/kundenportal/login/${encodeURIComponent(SINGLE.email)}`;
    await member.get(login);
    expect((await member.post(login, { password: DEMO_PASSWORD })).status).toBe(303);
    const { user } = (await member.json('/kundenportal/get-user')).body as { user: { firstname: string } | null };
    expect(user?.firstname).toBeTruthy();

    const anonymous = await page(seminarPage);
    const theirs = await page(seminarPage, { cookie: cookieHeader(member) });
    expect(theirs.html).toBe(anonymous.html);
    expect(theirs.cookies).toEqual([]);
    expect(theirs.html).not.toContain(`Hallo ${user?.firstname ?? ''}`);
    expect(theirs.html).toContain('Anmelden');
    // The cart page is theirs: rendered for them, greeting included.
    expect((await member.get('/seminare/warenkorb')).html).toContain(`Hallo ${user?.firstname ?? ''}`);
  });

  it('a cached page’s forms carry no visitor’s token, and its posts are taken from this site only', async () => {
    const { html } = await page(seminarPage);
    expect([...html.matchAll(/name="_xsrf" value="([^"]*)"/g)].map((match) => match[1])).toSatisfy(
      (values: string[]) => values.length > 0 && values.every((value) => value === ''),
    );
    const [eventId = ''] = [...html.matchAll(/name="eventId" value="(\d+)"/g)].map((match) => match[1]);

    // A visitor without JavaScript who only saw cached pages has no cookie yet: the post is theirs by its origin.
    const visitor = new FormBrowser(() => app().baseUrl);
    const added = await visitor.post('/seminare/warenkorb', { _xsrf: '', intent: 'add-item', eventId }, { token: false });
    expect(added).toMatchObject({ status: 303, location: '/seminare/warenkorb' });
    expect((await visitor.json('/order-api/get-shopping-cart-small')).body).toHaveLength(1);

    // The same form sent from another site is refused and adds nothing.
    const victim = new FormBrowser(() => app().baseUrl);
    await victim.get('/seminare/warenkorb');
    const forged = await victim.post('/seminare/warenkorb', { _xsrf: '', intent: 'add-item', eventId }, { token: false, from: 'cross-site' });
    expect(forged.status).toBe(403);
    expect((await victim.json('/order-api/get-shopping-cart-small')).body).toEqual([]);
  });
});

describe('dropping kept pages', () => {
  it('drops every kept page when seats change (here: a place on a waiting list), and on `cache clear public-pages`', async () => {
    expect((await page(seminarPage)).cache).toBe('hit');
    const [event] = await upcomingEvents(app().database.db, 1, { afterDays: 40 });
    if (event === undefined) throw new Error('no event 40 days ahead in the demo data');
    await setCapacity(app().database.db, event.eventId, 0);
    const client = await apiClient();
    await call(client, '/api/warteliste', 'POST', { eventId: event.eventId, seats: 1, contact: { salutation: 'Frau', firstname: 'Ida', lastname: 'Roth', email: 'ida.roth@example.org' } });
    expect((await page(seminarPage)).cache).toBe('miss');
    expect((await page(seminarPage)).cache).toBe('hit');

    const admin = await apiClient();
    await call(admin, '/kundenportal/local-login', 'POST', { email: 'admin@example.org', password: DEMO_PASSWORD });
    const caches = (await call(admin, '/cache/list')) as { caches: { name: string; entries: number }[] };
    expect(caches.caches.find((cache) => cache.name === 'public-pages')?.entries).toBeGreaterThan(0);
    expect(await call(admin, '/cache/clear/public-pages', 'POST')).toEqual({ cleared: ['public-pages'], broadcast: true });
    expect((await page(seminarPage)).cache).toBe('miss');
  });
});
