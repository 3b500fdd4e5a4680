import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';

const USER = 'jonas.weber@example.org';
const JONAS = { firstname: 'Jonas', impersonated: false };
const WRONG = { error: 'unauthenticated', message: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.' };
const JSON_HEADERS = { 'Content-Type': 'application/json' };

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
});

afterAll(async () => {
  await app.close();
});

// Rate-limit windows are at most 15 minutes: each test starts in windows of its own.
beforeEach(() => {
  app.clock.advance({ minutes: 16 });
});

const readyBrowser = async () => {
  const browser = app.browser();
  await browser.get('/kundenportal/get-token');
  return browser;
};

describe('GET /kundenportal/login and /kundenportal/login/{email}', () => {
  it('describes the login step without an e-mail', async () => {
    expect(await app.browser().get('/kundenportal/login')).toEqual({ ok: true, body: { email: null, known: false, redirect: null } });
  });

  it('tells whether an account has the e-mail of the path (URL-encoded, any case)', async () => {
    const browser = app.browser();
    expect(await browser.get('/kundenportal/login/Jonas.Weber%40example.org')).toEqual({
      ok: true,
      body: { email: 'Jonas.Weber@example.org', known: true, redirect: null },
    });
    expect(await browser.get('/kundenportal/login/neu%40example.org')).toEqual({
      ok: true,
      body: { email: 'neu@example.org', known: false, redirect: null },
    });
  });

  it('keeps a same-site redirect and drops one that would leave the site', async () => {
    const browser = app.browser();
    expect(await browser.call({ path: '/kundenportal/login/neu%40example.org', query: { redirect: '/meinifb/merkliste' } })).toMatchObject({
      body: { redirect: '/meinifb/merkliste' },
    });
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect(await browser.call({ path: '/kundenportal/login', query: { redirect } })).toMatchObject({ ok: true, body: { redirect: null } });
    }
  });

  it('answers 400 with the form message for an e-mail that is none', async () => {
    expect(await app.browser().get('/kundenportal/login/kein-at-zeichen')).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' } },
    });
  });
});

describe('POST /kundenportal/local-login', () => {
  it('logs in and answers the user and the default target', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/kundenportal/local-login', { email: USER, password: DEMO_PASSWORD })).toEqual({
      ok: true,
      body: { user: JONAS, redirect: '/kundenportal/meinifb' },
    });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: JONAS } });
  });

  it('takes the e-mail trimmed and in any case', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/kundenportal/local-login', { email: '  JONAS.WEBER@example.org ', password: DEMO_PASSWORD })).toMatchObject({
      ok: true,
    });
  });

  it('follows a same-site redirect given with the login', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/kundenportal/local-login', { email: USER, password: DEMO_PASSWORD, redirect: '/seminare?seite=2' })).toEqual({
      ok: true,
      body: { user: JONAS, redirect: '/seminare?seite=2' },
    });
  });

  it('refuses a redirect that leaves the site (no open redirect)', async () => {
    const browser = await readyBrowser();
    for (const redirect of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\t/evil.example']) {
      expect(await browser.post('/kundenportal/local-login', { email: USER, password: DEMO_PASSWORD, redirect })).toMatchObject({
        ok: false,
        status: 400,
        body: { fieldErrors: { redirect: 'Bitte geben Sie eine Seite dieser Website an (ein Pfad, der mit / beginnt).' } },
      });
    }
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('answers 401 for a wrong password and for an unknown e-mail alike', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/kundenportal/local-login', { email: USER, password: 'falsches-Passwort' })).toMatchObject({
      ok: false,
      status: 401,
      body: WRONG,
    });
    expect(await browser.post('/kundenportal/local-login', { email: 'niemand@example.org', password: DEMO_PASSWORD })).toMatchObject({
      ok: false,
      status: 401,
      body: WRONG,
    });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('answers 400 with German field messages for missing and wrong fields', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/kundenportal/local-login', {})).toMatchObject({
      status: 400,
      body: {
        error: 'invalid',
        fieldErrors: { email: 'Bitte geben Sie eine E-Mail-Adresse an', password: 'Bitte geben Sie Ihr Passwort ein.' },
      },
    });
    expect(await browser.post('/kundenportal/local-login', { email: 42, password: ['x'] })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Bitte geben Sie hier einen Text ein.', password: 'Bitte geben Sie hier einen Text ein.' } },
    });
    expect(await browser.post('/kundenportal/local-login', [USER, DEMO_PASSWORD])).toMatchObject({
      status: 400,
      body: { fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } },
    });
    expect(await browser.post('/kundenportal/local-login', { email: USER, password: 'x'.repeat(257) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: 'Das Passwort darf höchstens 256 Zeichen lang sein.' } },
    });
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const browser = await readyBrowser();
    const malformed = await browser.raw('main', '/kundenportal/local-login', { method: 'POST', body: '{"email": ', headers: JSON_HEADERS });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'bad_request' });
    const oversized = await browser.raw('main', '/kundenportal/local-login', {
      method: 'POST',
      body: JSON.stringify({ email: USER, password: 'x'.repeat(300 * 1024) }),
      headers: JSON_HEADERS,
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body).toEqual({ error: 'payload_too_large', message: 'Die Anfrage ist zu groß.' });
    const noBody = await browser.raw('main', '/kundenportal/local-login', { method: 'POST' });
    expect(noBody.status).toBe(400);
  });
});

describe('login rate limits', () => {
  it('after 5 failures on one account answers 429 with Retry-After, even for the right password', async () => {
    const browser = await readyBrowser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await browser.post('/kundenportal/local-login', { email: USER, password: `falsch-${attempt}-xx` })).toMatchObject({ status: 401 });
    }
    const limited = await browser.raw('main', '/kundenportal/local-login', {
      method: 'POST',
      body: JSON.stringify({ email: 'Jonas.Weber@example.org', password: DEMO_PASSWORD }),
      headers: JSON_HEADERS,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'rate_limited',
      message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is still fine …
    expect(await browser.post('/kundenportal/local-login', { email: 'tobias.krause@example.org', password: DEMO_PASSWORD })).toMatchObject({ ok: true });
    // … and once the window is over, so is this one.
    app.clock.advance({ seconds: retryAfter });
    expect(await browser.post('/kundenportal/local-login', { email: USER, password: DEMO_PASSWORD })).toMatchObject({ ok: true });
  });

  it('after 20 failures from one address answers 429 for every account', async () => {
    const browser = await readyBrowser();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(await browser.post('/kundenportal/local-login', { email: `versuch${attempt}@example.org`, password: 'falsch-falsch' })).toMatchObject({
        status: 401,
      });
    }
    const limited = await browser.post('/kundenportal/local-login', { email: USER, password: DEMO_PASSWORD });
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(limited.ok ? undefined : limited.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('login target', () => {
  it('is remembered in the session and used by the next login', async () => {
    const browser = await readyBrowser();
    expect(await browser.get('/kundenportal/logintargetget')).toEqual({ ok: true, body: { target: null } });
    expect(await browser.post('/kundenportal/logintarget', { target: '/meinifb/merkliste' })).toEqual({ ok: true, body: { target: '/meinifb/merkliste' } });
    expect(await browser.get('/kundenportal/logintargetget')).toEqual({ ok: true, body: { target: '/meinifb/merkliste' } });
    expect(await browser.post('/kundenportal/local-login', { email: USER, password: DEMO_PASSWORD })).toEqual({
      ok: true,
      body: { user: JONAS, redirect: '/meinifb/merkliste' },
    });
  });

  it('accepts same-site paths only', async () => {
    const browser = await readyBrowser();
    for (const target of ['https://evil.example', '//evil.example', 'meinifb', '']) {
      expect(await browser.post('/kundenportal/logintarget', { target })).toMatchObject({
        ok: false,
        status: 400,
        body: { fieldErrors: { target: 'Bitte geben Sie eine Seite dieser Website an (ein Pfad, der mit / beginnt).' } },
      });
    }
    expect(await browser.post('/kundenportal/logintarget', {})).toMatchObject({ status: 400 });
    expect(await browser.post('/kundenportal/logintarget', { target: 17 })).toMatchObject({ status: 400 });
    expect(await browser.get('/kundenportal/logintargetget')).toEqual({ ok: true, body: { target: null } });
  });

  it('is kept per session: another browser does not see it', async () => {
    const browser = await readyBrowser();
    await browser.post('/kundenportal/logintarget', { target: '/seminare' });
    expect(await app.browser().get('/kundenportal/logintargetget')).toEqual({ ok: true, body: { target: null } });
  });
});

describe('POST /kundenportal/logout', () => {
  it('logs out; the next get-user answers null', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD);
    expect(await browser.post('/kundenportal/logout')).toEqual({ ok: true, body: { user: null } });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('needs the XSRF header like every state change', async () => {
    const browser = app.browser();
    await browser.login(USER, DEMO_PASSWORD);
    expect((await browser.raw('main', '/kundenportal/logout', { method: 'POST', xsrf: false })).status).toBe(403);
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: JONAS } });
  });
});
