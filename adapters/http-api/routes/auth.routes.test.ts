import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../application/accounts/accounts.paths';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';

/** Every state-changing accounts route, with a valid path. */
const POST_ROUTES = [
  ACCOUNT_PATHS.registration,
  ACCOUNT_PATHS.localLogin,
  ACCOUNT_PATHS.loginTarget,
  ACCOUNT_PATHS.logout,
  '/kundenportal/impersonate/3',
  ACCOUNT_PATHS.impersonateEnd,
];

/** Every reading accounts route, with what a visitor without session gets. */
const GET_ROUTES: readonly (readonly [string, number])[] = [
  [`${ACCOUNT_PATHS.emailAvailability}?email=frei%40example.org`, 200],
  [ACCOUNT_PATHS.login, 200],
  ['/kundenportal/login/frei%40example.org', 200],
  [ACCOUNT_PATHS.loginTargetGet, 200],
  [ACCOUNT_PATHS.token, 200],
  [ACCOUNT_PATHS.user, 200],
  [ACCOUNT_PATHS.gremiumUsers, 401],
];

const JSON_HEADERS = { 'Content-Type': 'application/json' };

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('every accounts route', () => {
  it.each(POST_ROUTES)('POST %s answers 403 without the XSRF header', async (path) => {
    const browser = app.browser();
    await browser.login('admin@example.org', DEMO_PASSWORD);
    const answer = await browser.raw('main', path, { method: 'POST', body: '{}', headers: JSON_HEADERS, xsrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'forbidden', message: 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.' });
  });

  it.each(POST_ROUTES)('POST %s answers 400 to malformed JSON and 413 to an oversized body', async (path) => {
    const browser = app.browser();
    await browser.login('admin@example.org', DEMO_PASSWORD);
    const malformed = await browser.raw('main', path, { method: 'POST', body: '{"target": "/x"', headers: JSON_HEADERS });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      error: 'bad_request',
      message: 'Die Anfrage konnte nicht gelesen werden. Bitte prüfen Sie das Format (JSON).',
    });
    const oversized = await browser.raw('main', path, { method: 'POST', body: JSON.stringify({ target: 'x'.repeat(300 * 1024) }), headers: JSON_HEADERS });
    expect(oversized.status).toBe(413);
    // Neither request changed anything: the admin is still logged in as herself.
    expect(await browser.get(ACCOUNT_PATHS.user)).toEqual({ ok: true, body: { user: { firstname: 'Petra', impersonated: false, backOffice: 'site-admin' } } });
  });

  it.each(GET_ROUTES)('GET %s answers a visitor with %i and stores no session', async (path, status) => {
    const rows = await app.sessionRows();
    const answer = await app.browser().raw('main', path);
    expect(answer.status).toBe(status);
    expect(await app.sessionRows()).toBe(rows);
  });

  it('answers JSON with the German 404 for a route that does not exist', async () => {
    const answer = await app.browser().raw('main', '/kundenportal/no-such-step');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not_found', message: 'Die angeforderte Seite wurde nicht gefunden.' });
  });
});
