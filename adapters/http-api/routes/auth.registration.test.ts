import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ScryptPasswordHasher } from '../../crypto/scrypt-password-hasher';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { outbox, users } from '../../db/schema';
import { outboxMailsTo } from '../../db/testing/outbox-mails';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';

const FORM = {
  salutation: 'Frau',
  firstname: 'Katrin',
  lastname: 'Neumann',
  company: 'Neumann Logistik GmbH',
  street: 'Hafenstraße',
  streetNumber: '12a',
  postalCode: '20457',
  city: 'Hamburg',
  phone: '+49 40 123456-7',
  email: 'k.neumann@example.net',
  password: 'Lange-Pause-am-Elbufer',
  consent: true,
};

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  app.clock.advance({ hours: 1 });
});

const readyBrowser = async () => {
  const browser = app.browser();
  await browser.get('/kundenportal/get-token');
  return browser;
};

/** The newest confirmation mail for the address, as the outbox keeps it until it is sent. */
const confirmationMail = async (email: string) =>
  (await outboxMailsTo(app.database.db, 'email_confirmation', email))[0] as { token: string; expiresAt: string } | undefined;

/** Registers in a browser of its own and confirms the link in the mail in another one, which is then logged in. */
const registeredAndConfirmed = async (form: Record<string, unknown>) => {
  const browser = await readyBrowser();
  expect(await browser.post('/api/user-registration', form)).toMatchObject({ ok: true });
  const mail = await confirmationMail(String(form.email).trim());
  const confirming = await readyBrowser();
  expect(await confirming.post('/api/user-registration/confirm', { token: mail?.token })).toMatchObject({ ok: true });
  return confirming;
};

const availability = (email: string) => ({ path: '/api/fetch-user-email-availability', query: { email } });

describe('GET /api/fetch-user-email-availability', () => {
  it('answers true for an unused address and false when an account has it (any case, trimmed)', async () => {
    const browser = app.browser();
    expect(await browser.call(availability('frei@example.org'))).toEqual({ ok: true, body: true });
    expect(await browser.call(availability('jonas.weber@example.org'))).toEqual({ ok: true, body: false });
    expect(await browser.call(availability(' JONAS.WEBER@EXAMPLE.ORG '))).toEqual({ ok: true, body: false });
  });

  it('answers 400 with the form message for a missing or malformed address', async () => {
    const browser = app.browser();
    expect(await browser.get('/api/fetch-user-email-availability')).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Bitte geben Sie eine E-Mail-Adresse an' } },
    });
    expect(await browser.call(availability('betriebsrat@'))).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an' } },
    });
    expect(await browser.call({ path: '/api/fetch-user-email-availability', query: { email: ['a@example.org', 'b@example.org'] } })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Bitte geben Sie hier einen Text ein.' } },
    });
  });

  it('answers 429 with Retry-After after 30 checks a minute from one address', async () => {
    const browser = app.browser();
    for (let check = 0; check < 30; check += 1) {
      expect(await browser.call(availability(`person${check}@example.org`))).toMatchObject({ ok: true });
    }
    const limited = await browser.raw('main', '/api/fetch-user-email-availability?email=noch-eine%40example.org');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate_limited', message: 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The login step tells the same, so it shares the limit.
    expect(await browser.get('/kundenportal/login/noch-eine%40example.org')).toMatchObject({ status: 429 });
    app.clock.advance({ seconds: retryAfter });
    expect(await browser.call(availability('noch-eine@example.org'))).toEqual({ ok: true, body: true });
  });
});

describe('POST /api/user-registration', () => {
  it('creates the account unconfirmed, logs nobody in, and the address is taken from then on', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/api/user-registration', FORM)).toEqual({ ok: true, body: { user: null, email: 'k.neumann@example.net' } });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
    expect(await browser.call(availability(FORM.email))).toEqual({ ok: true, body: false });
  });

  it('mails a link that confirms once and logs in, back to the page the visitor came from', async () => {
    const form = { ...FORM, email: 'link@example.net', redirect: '/seminare/warenkorb' };
    const browser = await readyBrowser();
    expect(await browser.post('/api/user-registration', form)).toMatchObject({ ok: true });
    const mail = await confirmationMail(form.email);
    expect(mail?.token).toMatch(/^[\w-]{20,}$/);
    // Before the confirmation the password is right, but the login is refused with what to do.
    const early = await readyBrowser();
    expect(await early.post('/kundenportal/local-login', { email: form.email, password: form.password })).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse') as string },
    });
    const confirming = await readyBrowser();
    expect(await confirming.post('/api/user-registration/confirm', { token: mail?.token })).toEqual({
      ok: true,
      body: { user: { firstname: 'Katrin', impersonated: false }, redirect: '/seminare/warenkorb' },
    });
    expect(await confirming.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: { firstname: 'Katrin', impersonated: false } } });
    // The link works once.
    expect(await (await readyBrowser()).post('/api/user-registration/confirm', { token: mail?.token })).toMatchObject({
      status: 409,
      body: { message: 'Dieser Bestätigungslink wurde bereits verwendet. Ihre E-Mail-Adresse ist bestätigt; bitte melden Sie sich an.' },
    });
    expect(await app.browser().login(form.email, form.password)).toMatchObject({ user: { firstname: 'Katrin' } });
  });

  it('refuses an expired link (48 hours) and an unknown one; a new link can be requested', async () => {
    const form = { ...FORM, email: 'spaet@example.net' };
    const browser = await readyBrowser();
    await browser.post('/api/user-registration', form);
    const expired = await confirmationMail(form.email);
    app.clock.advance({ hours: 48 });
    expect(await browser.post('/api/user-registration/confirm', { token: expired?.token })).toMatchObject({
      status: 409,
      body: { message: 'Dieser Bestätigungslink ist abgelaufen. Bitte melden Sie sich an und lassen Sie sich eine neue Bestätigungs-Mail senden.' },
    });
    expect(await browser.post('/api/user-registration/confirm', { token: 'erfunden-und-falsch' })).toMatchObject({
      status: 404,
      body: { message: expect.stringContaining('Dieser Bestätigungslink ist ungültig') as string },
    });
    expect(await browser.post('/api/user-registration/resend-confirmation', { email: form.email })).toEqual({ ok: true, body: { email: form.email } });
    const renewed = await confirmationMail(form.email);
    expect(renewed?.token).not.toBe(expired?.token);
    expect(await browser.post('/api/user-registration/confirm', { token: renewed?.token })).toMatchObject({ ok: true, body: { redirect: '/meinifb' } });
  });

  it('keeps existing accounts confirmed: demo users log in as before', async () => {
    expect(await app.browser().login('jonas.weber@example.org', DEMO_PASSWORD)).toMatchObject({ user: { firstname: 'Jonas' } });
  });

  it('answers the password strength hint without logging the password', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/api/password-strength', { password: 'Passwort1' })).toEqual({
      ok: true,
      body: { score: 0, label: 'sehr schwach', advice: 'Dieses Passwort ist weit verbreitet. Wählen Sie ein anderes.' },
    });
  });

  it('keeps the values trimmed, but the password exactly as typed', async () => {
    const form = { ...FORM, firstname: '  Ole ', email: ' ole@example.net ', password: ' Leerzeichen zählen mit ' };
    await registeredAndConfirmed(form);
    const other = app.browser();
    await other.get('/kundenportal/get-token');
    expect(await other.post('/kundenportal/local-login', { email: 'ole@example.net', password: 'Leerzeichen zählen mit' })).toMatchObject({
      status: 401,
    });
    expect(await other.post('/kundenportal/local-login', { email: 'ole@example.net', password: ' Leerzeichen zählen mit ' })).toMatchObject({
      ok: true,
      body: { user: { firstname: 'Ole' } },
    });
  });

  it('answers 409 with a German message for an address that has an account (in any case)', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/api/user-registration', { ...FORM, email: 'Sabine.Keller@example.com' })).toMatchObject({
      ok: false,
      status: 409,
      body: { error: 'conflict', message: 'Für diese E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich an.' },
    });
    expect(await browser.get('/kundenportal/get-user')).toEqual({ ok: true, body: { user: null } });
  });

  it('checks every field with the form rules of §5 and answers all messages at once', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/api/user-registration', {})).toMatchObject({
      ok: false,
      status: 400,
      body: {
        error: 'invalid',
        fieldErrors: {
          salutation: 'Bitte wählen Sie eine Anrede aus',
          firstname: 'Bitte tragen Sie einen Vornamen ein',
          lastname: 'Bitte tragen Sie einen Nachnamen ein',
          company: 'Bitte füllen Sie das Feld Firma aus',
          street: 'Bitte geben Sie eine Straße an',
          streetNumber: 'Bitte geben Sie eine Hausnummer an',
          postalCode: 'Die Postleitzahl ist ungültig',
          city: 'Bitte geben Sie einen Ort an',
          phone: 'Bitte geben Sie eine Telefonnummer an',
          email: 'Bitte geben Sie eine E-Mail-Adresse an',
          password: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format',
          consent: 'Bitte stimmen Sie den AGB und der Datenschutzerklärung zu',
        },
      },
    });
    expect(
      await browser.post('/api/user-registration', { ...FORM, salutation: 'X', firstname: 'K', lastname: 'N', company: 'N', email: 'k.neumann@', password: 'kurz' }),
    ).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          salutation: 'Bitte wählen Sie eine Anrede aus',
          firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
          lastname: 'Bitte tragen Sie den vollständigen Nachnamen ein',
          company: 'Bitte füllen Sie das Feld Firma aus',
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
          password: 'Bitte wählen Sie ein Passwort in dem vorgegebenen Format',
        },
      },
    });
  });

  it('refuses the most common passwords (in any case) and passwords over 256 characters', async () => {
    const browser = await readyBrowser();
    for (const password of ['password1', 'Passwort1', 'qwertzuiop', 'Schalke04', 'iloveyou']) {
      expect(await browser.post('/api/user-registration', { ...FORM, password })).toMatchObject({
        status: 400,
        body: { fieldErrors: { password: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.' } },
      });
    }
    expect(await browser.post('/api/user-registration', { ...FORM, password: 'ä'.repeat(257) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: 'Das Passwort darf höchstens 256 Zeichen lang sein.' } },
    });
    expect(await browser.post('/api/user-registration', { ...FORM, email: 'lang@example.net', password: 'ä'.repeat(256) })).toMatchObject({ ok: true });
  });

  it('answers 400 for wrong types, a body that is no object, malformed JSON; 413 for an oversized body', async () => {
    const browser = await readyBrowser();
    expect(await browser.post('/api/user-registration', { ...FORM, firstname: 12, company: null })).toMatchObject({
      status: 400,
      body: { fieldErrors: { firstname: 'Bitte geben Sie hier einen Text ein.', company: 'Bitte geben Sie hier einen Text ein.' } },
    });
    expect(await browser.post('/api/user-registration', { ...FORM, lastname: 'N'.repeat(201) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { lastname: 'Die Eingabe ist zu lang.' } },
    });
    expect(await browser.post('/api/user-registration', 'Katrin')).toMatchObject({ status: 400 });
    const malformed = await browser.raw('main', '/api/user-registration', {
      method: 'POST',
      body: '{"salutation":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const oversized = await browser.raw('main', '/api/user-registration', {
      method: 'POST',
      body: JSON.stringify({ ...FORM, company: 'x'.repeat(300 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(oversized.status).toBe(413);
  });

  it('needs the XSRF header', async () => {
    const browser = await readyBrowser();
    const refused = await browser.raw('main', '/api/user-registration', {
      method: 'POST',
      body: JSON.stringify({ ...FORM, email: 'xsrf@example.net' }),
      headers: { 'Content-Type': 'application/json' },
      xsrf: false,
    });
    expect(refused.status).toBe(403);
    expect(await browser.call(availability('xsrf@example.net'))).toEqual({ ok: true, body: true });
  });

  it('answers 429 after 10 registrations an hour from one address', async () => {
    const browser = await readyBrowser();
    for (let index = 0; index < 10; index += 1) {
      expect(await browser.post('/api/user-registration', { ...FORM, email: `person${index}@example.net` })).toMatchObject({ ok: true });
    }
    expect(await browser.post('/api/user-registration', { ...FORM, email: 'person10@example.net' })).toMatchObject({ ok: false, status: 429 });
  });
});

describe('registration and login with the real scrypt cost (N = 2^17)', () => {
  let slowApp: AccountsTestApp;

  beforeAll(async () => {
    slowApp = await startAccountsTestApp({ passwordHasher: new ScryptPasswordHasher() });
  });

  afterAll(async () => {
    await slowApp.close();
  });

  it('stores a scrypt hash of the recommended cost that the login verifies', async () => {
    const browser = slowApp.browser();
    await browser.get('/kundenportal/get-token');
    expect(await browser.post('/api/user-registration', FORM)).toMatchObject({ ok: true });
    const [mail] = await slowApp.database.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'email_confirmation'));
    const confirming = slowApp.browser();
    await confirming.get('/kundenportal/get-token');
    expect(await confirming.post('/api/user-registration/confirm', { token: (mail?.payload as { token: string }).token })).toMatchObject({ ok: true });
    const other = slowApp.browser();
    expect(await other.login(FORM.email, FORM.password)).toMatchObject({ user: { firstname: 'Katrin' } });
    // Demo accounts were hashed at the test cost; the stored parameters still verify them.
    expect(await slowApp.browser().login('jonas.weber@example.org', DEMO_PASSWORD)).toMatchObject({ user: { firstname: 'Jonas' } });
    const [row] = await slowApp.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, FORM.email));
    expect(row?.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
