import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GREMIUM, DEMO_PASSWORD } from '../../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';

/** Demo accounts (adapters/db/demo-data/people.ts) and their user ids. */
const ADMIN = { email: 'admin@example.org', userId: 1 };
const GREMIUM_ADMIN = { email: 'sabine.keller@example.com', userId: 2 };
const MEMBER = { email: 'ahmet.yilmaz@example.com', userId: 3 };
const SINGLE = { email: 'jonas.weber@example.org', userId: 7 };

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
});

afterAll(async () => {
  await app.close();
});

const loggedIn = async (email: string): Promise<TestBrowser> => {
  const browser = app.browser();
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

const MEMBERS_AS_SEEN_BY_A_MEMBER = [
  { userId: 2, salutation: 'Frau', firstname: 'Sabine', lastname: 'Keller', gremiumRole: 'admin' },
  { userId: 5, salutation: 'Herr', firstname: 'Markus', lastname: 'Becker', gremiumRole: 'member' },
  { userId: 4, salutation: 'Frau', firstname: 'Lea', lastname: 'Hartmann', gremiumRole: 'member' },
  { userId: 6, salutation: 'Divers', firstname: 'Kim', lastname: 'Wolf', gremiumRole: 'member' },
  { userId: 3, salutation: 'Herr', firstname: 'Ahmet', lastname: 'Yılmaz', gremiumRole: 'member' },
];

describe('GET /kundenportal/get-user', () => {
  it('answers null for a visitor and the §3 user object once logged in', async () => {
    expect(await app.browser().get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
    expect(await (await loggedIn(MEMBER.email)).get('/kundenportal/get-user')).toEqual({
      ok: true,
      body: { user: { firstname: 'Ahmet', impersonated: false } },
    });
  });
});

describe('GET /kundenportal/get-gremium-users', () => {
  it('answers 401 to a visitor', async () => {
    expect(await app.browser().get('/kundenportal/get-gremium-users')).toMatchObject({
      ok: false,
      status: 401,
      body: { error: 'unauthenticated', message: 'Bitte melden Sie sich an.' },
    });
  });

  it('answers 403 to a user without Gremium, and to a site admin without one', async () => {
    for (const email of [SINGLE.email, ADMIN.email]) {
      expect(await (await loggedIn(email)).get('/kundenportal/get-gremium-users')).toMatchObject({
        ok: false,
        status: 403,
        body: { error: 'forbidden', message: 'Diese Seite ist nur für Mitglieder eines Gremiums.' },
      });
    }
  });

  it('shows a plain member who belongs to the Gremium (names and roles, no e-mail addresses)', async () => {
    expect(await (await loggedIn(MEMBER.email)).get('/kundenportal/get-gremium-users')).toEqual({
      ok: true,
      body: { gremium: { gremiumId: DEMO_GREMIUM.gremiumId, name: DEMO_GREMIUM.name }, members: MEMBERS_AS_SEEN_BY_A_MEMBER },
    });
  });

  it('shows the Gremium admin the e-mail addresses too', async () => {
    const answer = await (await loggedIn(GREMIUM_ADMIN.email)).get('/kundenportal/get-gremium-users');
    expect(answer).toEqual({
      ok: true,
      body: {
        gremium: { gremiumId: DEMO_GREMIUM.gremiumId, name: DEMO_GREMIUM.name },
        members: MEMBERS_AS_SEEN_BY_A_MEMBER.map((member) => ({ ...member, email: expect.stringMatching(/@example\.com$/) as unknown })),
      },
    });
  });
});

describe('POST /kundenportal/impersonate/{userId} and /kundenportal/impersonate-end', () => {
  it('lets a site admin act as a user: get-user shows the impersonated flag, the Gremium pages work as that user', async () => {
    const admin = await loggedIn(ADMIN.email);
    const before = admin.cookie('session');
    expect(await admin.post(`/kundenportal/impersonate/${MEMBER.userId}`)).toEqual({
      ok: true,
      body: { user: { firstname: 'Ahmet', impersonated: true } },
    });
    expect(admin.cookie('session')).not.toBe(before);
    expect(await admin.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: { firstname: 'Ahmet', impersonated: true } } });
    expect(await admin.get('/kundenportal/get-gremium-users')).toMatchObject({ ok: true, body: { members: MEMBERS_AS_SEEN_BY_A_MEMBER } });
    // While impersonating, the caller is the user: no further impersonation.
    expect(await admin.post(`/kundenportal/impersonate/${SINGLE.userId}`)).toMatchObject({ status: 403 });
    expect(await admin.post('/kundenportal/impersonate-end')).toEqual({ ok: true, body: { user: { firstname: 'Petra', impersonated: false, backOffice: 'site-admin' } } });
    expect(await admin.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: { firstname: 'Petra', impersonated: false, backOffice: 'site-admin' } } });
  });

  it('answers 401 to a visitor and 403 to a user or Gremium admin', async () => {
    const visitor = app.browser();
    await visitor.get('/kundenportal/get-token');
    expect(await visitor.post(`/kundenportal/impersonate/${SINGLE.userId}`)).toMatchObject({ status: 401 });
    for (const email of [SINGLE.email, GREMIUM_ADMIN.email]) {
      expect(await (await loggedIn(email)).post(`/kundenportal/impersonate/${MEMBER.userId}`)).toMatchObject({
        status: 403,
        body: { message: 'Diese Aktion ist Administratoren vorbehalten.' },
      });
    }
  });

  it('answers 404 for an unknown user, 400 for an id that is none, 403 for an admin account', async () => {
    const admin = await loggedIn(ADMIN.email);
    expect(await admin.post('/kundenportal/impersonate/999999')).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'Diesen Benutzer gibt es nicht.' },
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect(await admin.post(`/kundenportal/impersonate/${id}`)).toMatchObject({
        status: 400,
        body: { fieldErrors: { userId: 'Bitte geben Sie eine gültige Benutzernummer an.' } },
      });
    }
    expect(await admin.post(`/kundenportal/impersonate/${ADMIN.userId}`)).toMatchObject({
      status: 403,
      body: { message: 'Das Konto eines Administrators kann nicht übernommen werden.' },
    });
    expect(await admin.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: { firstname: 'Petra', impersonated: false, backOffice: 'site-admin' } } });
  });

  it('impersonate-end answers 409 without an impersonation and 401 to a visitor', async () => {
    expect(await (await loggedIn(SINGLE.email)).post('/kundenportal/impersonate-end')).toMatchObject({
      status: 409,
      body: { message: 'Sie haben kein Benutzerkonto übernommen.' },
    });
    const visitor = app.browser();
    await visitor.get('/kundenportal/get-token');
    expect(await visitor.post('/kundenportal/impersonate-end')).toMatchObject({ status: 401 });
  });

  it('needs the XSRF header', async () => {
    const admin = await loggedIn(ADMIN.email);
    expect((await admin.raw('main', `/kundenportal/impersonate/${MEMBER.userId}`, { method: 'POST', xsrf: false })).status).toBe(403);
    expect(await admin.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: { firstname: 'Petra', impersonated: false, backOffice: 'site-admin' } } });
  });

  it('logging out of an impersonation ends the whole session', async () => {
    const admin = await loggedIn(ADMIN.email);
    await admin.post(`/kundenportal/impersonate/${MEMBER.userId}`);
    expect(await admin.post('/kundenportal/logout')).toEqual({ ok: true, body: { user: null } });
    expect(await admin.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('does not extend the admin session: the absolute timeout still counts from the admin login', async () => {
    const admin = await loggedIn(ADMIN.email);
    app.clock.advance({ hours: 1, minutes: 50 });
    await admin.post(`/kundenportal/impersonate/${MEMBER.userId}`);
    for (let hour = 0; hour < 10; hour += 1) {
      app.clock.advance({ hours: 1 });
      expect(await admin.get('/kundenportal/get-user')).toMatchObject({ body: { user: { impersonated: true } } });
    }
    app.clock.advance({ minutes: 10 });
    expect(await admin.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });
});
