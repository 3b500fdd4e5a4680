import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { CART_PATHS } from '../../../application/cart/cart.paths';
import { upcomingEvents } from '../../db/cart/cart-fixtures.testing';
import { parseSetCookie } from '../../http-client/set-cookie';
import { startAccountsTestApp, type AccountsTestApp } from './testing/accounts-test-app';

const SESSION_EXPIRED = {
  error: 'forbidden',
  message: 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.',
};

const USER = 'jonas.weber@example.org';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
});

afterAll(async () => {
  await app.close();
});

const setCookies = (headers: Headers) =>
  Object.fromEntries(
    headers
      .getSetCookie()
      .map((line) => parseSetCookie(line))
      .filter((cookie) => cookie !== undefined)
      .map((cookie) => [cookie.name, cookie]),
  );

describe('the session cookie', () => {
  it("is issued on first contact: HttpOnly, SameSite=Lax, host-only, path /, an anonymous visitor's 90 days, not Secure over http", async () => {
    const browser = app.browser();
    const answer = await browser.raw('main', '/kundenportal/get-user');
    const lines = answer.headers.getSetCookie();
    const session = lines.find((line) => line.startsWith('session='));
    const xsrf = lines.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/^session=[A-Za-z0-9_-]{22}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(xsrf).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/; SameSite=Lax$/);
  });

  it('stores nothing for a visitor who only looks around, even one who fetches an XSRF token', async () => {
    const before = await app.sessionRows();
    const browser = app.browser();
    await browser.get('/kundenportal/get-user');
    await browser.get('/kundenportal/get-token');
    await browser.get('/kundenportal/logintargetget');
    await browser.post('/kundenportal/logout');
    expect(await app.sessionRows()).toBe(before);
  });

  it('is kept across requests: the same token comes back and no new cookie is set', async () => {
    const browser = app.browser();
    await browser.get('/kundenportal/get-user');
    const token = browser.cookie('session');
    const again = await browser.raw('main', '/kundenportal/get-user');
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(browser.cookie('session')).toBe(token);
  });

  it('is replaced when malformed', async () => {
    const browser = app.browser();
    browser.jar.setCookie(app.urlOf('main'), 'session=not-a-token; Path=/');
    const answer = await browser.raw('main', '/kundenportal/get-user');
    expect(setCookies(answer.headers).session?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is not issued to the health probes', async () => {
    const browser = app.browser();
    expect((await browser.raw('main', '/healthz')).headers.getSetCookie()).toEqual([]);
    expect((await browser.raw('main', '/readyz')).headers.getSetCookie()).toEqual([]);
  });
});

describe('XSRF protection', () => {
  it('get-token answers the token the XSRF-TOKEN cookie holds', async () => {
    const browser = app.browser();
    const answer = await browser.get('/kundenportal/get-token');
    expect(answer).toEqual({ ok: true, body: { token: browser.cookie('XSRF-TOKEN') } });
  });

  it('sets the XSRF cookie again when the script lost it', async () => {
    const browser = app.browser();
    await browser.get('/kundenportal/get-token');
    const token = browser.cookie('XSRF-TOKEN');
    browser.jar.setCookie(app.urlOf('main'), 'XSRF-TOKEN=; Max-Age=0; Path=/');
    const answer = await browser.raw('main', '/kundenportal/get-token');
    expect(setCookies(answer.headers)['XSRF-TOKEN']?.value).toBe(token);
  });

  it('refuses a state change without the header with 403 and the German message', async () => {
    const browser = app.browser();
    await browser.get('/kundenportal/get-token');
    const answer = await browser.raw('main', '/kundenportal/local-login', {
      method: 'POST',
      body: JSON.stringify({ email: USER, password: DEMO_PASSWORD }),
      headers: { 'Content-Type': 'application/json' },
      xsrf: false,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(SESSION_EXPIRED);
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('refuses a wrong token and a token of another session', async () => {
    const browser = app.browser();
    const other = app.browser();
    await browser.get('/kundenportal/get-token');
    await other.get('/kundenportal/get-token');
    for (const token of ['wrong', other.cookie('XSRF-TOKEN') ?? '']) {
      const answer = await browser.raw('main', '/kundenportal/logout', { method: 'POST', headers: { 'X-XSRF-TOKEN': token }, xsrf: false });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(SESSION_EXPIRED);
    }
  });

  it('refuses a first-contact POST without cookies, and hands out the cookies for the retry', async () => {
    const browser = app.browser();
    const first = await browser.post('/kundenportal/logout');
    expect(first).toMatchObject({ ok: false, status: 403, body: SESSION_EXPIRED });
    expect(await browser.post('/kundenportal/logout')).toEqual({ ok: true, body: { user: null } });
  });

  it('guards every state-changing method, also on routes that do not exist', async () => {
    const browser = app.browser();
    await browser.get('/kundenportal/get-token');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const refused = await browser.raw('main', '/kundenportal/get-user', { method, xsrf: false });
      expect(refused.status).toBe(403);
    }
    expect((await browser.raw('main', '/no-such-route', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('separate sessions per site variant', () => {
  it('a login on the main site does not log in on the works-council site', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD, 'main');
    expect(await browser.get('/kundenportal/get-user', 'main')).toEqual({ ok: true, body: { user: { firstname: 'Jonas', impersonated: false } } });
    expect(await browser.get('/kundenportal/get-user', 'works-council')).toEqual({ ok: true, body: { user: null } });
  });

  it('each site logs in and out on its own', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD, 'main');
    await browser.login('claudia.fischer@example.org', DEMO_PASSWORD, 'works-council');
    expect(await browser.post('/kundenportal/logout', undefined, 'works-council')).toEqual({ ok: true, body: { user: null } });
    expect(await browser.get('/kundenportal/get-user', 'works-council')).toEqual({ ok: true, body: { user: null } });
    expect(await browser.get('/kundenportal/get-user', 'main')).toEqual({ ok: true, body: { user: { firstname: 'Jonas', impersonated: false } } });
  });

  it('refuses the session cookie of the main site presented on the works-council host', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD, 'main');
    const attacker = app.browser();
    attacker.jar.setCookie(app.urlOf('works-council'), `session=${browser.cookie('session') ?? ''}; Path=/`);
    attacker.jar.setCookie(app.urlOf('works-council'), `XSRF-TOKEN=${browser.cookie('XSRF-TOKEN') ?? ''}; Path=/`);
    const refused = await attacker.raw('works-council', '/kundenportal/get-user');
    expect(refused.body).toEqual({ user: null });
    expect(setCookies(refused.headers).session?.value).not.toBe(browser.cookie('session'));
    const post = await attacker.raw('works-council', '/kundenportal/logout', {
      method: 'POST',
      headers: { Cookie: `session=${browser.cookie('session') ?? ''}`, 'X-XSRF-TOKEN': browser.cookie('XSRF-TOKEN') ?? '' },
    });
    expect(post.status).toBe(403);
    // The main-site session itself is untouched.
    expect(await browser.get('/kundenportal/get-user', 'main')).toEqual({ ok: true, body: { user: { firstname: 'Jonas', impersonated: false } } });
  });
});

describe('session lifetime', () => {
  it('rotates the token at login: the cookie from before the login no longer opens the session', async () => {
    const browser = app.browser();
    await browser.get('/kundenportal/get-token');
    const before = browser.cookie('session');
    await browser.login(USER, DEMO_PASSWORD);
    const after = browser.cookie('session');
    expect(after).not.toBe(before);
    const replay = app.browser();
    replay.jar.setCookie(app.urlOf('main'), `session=${before ?? ''}; Path=/`);
    expect(await replay.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('carries what the anonymous session kept (the login target) into the login', async () => {
    const browser = app.browser();
    await browser.get('/kundenportal/get-token');
    await browser.post('/kundenportal/logintarget', { target: '/meinifb/merkliste' });
    const rowsBefore = await app.sessionRows();
    const answer = await browser.post('/kundenportal/local-login', { email: USER, password: DEMO_PASSWORD });
    expect(answer).toEqual({ ok: true, body: { user: { firstname: 'Jonas', impersonated: false }, redirect: '/meinifb/merkliste' } });
    // Rotated in place: no second row, and the old token's row is gone with it.
    expect(await app.sessionRows()).toBe(rowsBefore);
    expect(await browser.get('/kundenportal/logintargetget')).toEqual({ ok: true, body: { target: null } });
  });

  it('deletes the session at logout: the old cookie opens nothing and the row is gone', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD);
    const loggedIn = browser.cookie('session');
    const rows = await app.sessionRows();
    expect(await browser.post('/kundenportal/logout')).toEqual({ ok: true, body: { user: null } });
    expect(await app.sessionRows()).toBe(rows - 1);
    expect(browser.cookie('session')).not.toBe(loggedIn);
    const replay = app.browser();
    replay.jar.setCookie(app.urlOf('main'), `session=${loggedIn ?? ''}; Path=/`);
    expect(await replay.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('ends after 2 hours without a request (idle timeout)', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD);
    app.clock.advance({ hours: 1, minutes: 59 });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: { firstname: 'Jonas', impersonated: false } } });
    app.clock.advance({ hours: 2 });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it("keeps an anonymous visitor's cart for weeks, apart from the login's 2 hours, and a logout on a shared computer clears it", async () => {
    const [event] = await upcomingEvents(app.database.db, 1, { afterDays: 90, isOnline: false });
    const browser = app.browser();
    await browser.get('/kundenportal/get-token');
    expect((await browser.post(CART_PATHS.addItem, { eventId: event?.eventId })).ok).toBe(true);
    const cartSize = async () => ((await browser.get(CART_PATHS.cartSmall)).body as unknown[]).length;
    app.clock.advance({ hours: 3 });
    expect(await cartSize()).toBe(1);
    app.clock.advance({ hours: 29 * 24 });
    expect(await cartSize()).toBe(1);

    // The login takes the cart over to the account, and its cookie lives a login's 12 hours.
    await browser.get('/kundenportal/get-token');
    const login = await browser.raw('main', '/kundenportal/local-login', {
      method: 'POST',
      body: JSON.stringify({ email: USER, password: DEMO_PASSWORD }),
      headers: { 'content-type': 'application/json' },
    });
    expect(login.headers.getSetCookie().find((line) => line.startsWith('session='))).toMatch(/; Max-Age=43200;/);
    expect(await cartSize()).toBeGreaterThanOrEqual(1);
    expect(await browser.post('/kundenportal/logout')).toMatchObject({ ok: true });
    expect(await cartSize()).toBe(0);
  });

  it('ends 12 hours after login however active (absolute timeout)', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD);
    for (let hour = 0; hour < 11; hour += 1) {
      app.clock.advance({ hours: 1 });
      expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: { firstname: 'Jonas', impersonated: false } } });
    }
    app.clock.advance({ minutes: 59, seconds: 59 });
    expect(await browser.get('/kundenportal/get-user')).toMatchObject({ ok: true, body: { user: { firstname: 'Jonas' } } });
    app.clock.advance({ seconds: 1 });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });
});
