import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { JSON_HEADERS, MEMBER, OTHER_SINGLE, SINGLE, THIRD_SINGLE, loggedIn, visitor } from './portal-test-users';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

const P = '/api-meinifb';
const LOGIN_REQUIRED = { error: 'unauthenticated', message: 'Bitte melden Sie sich an.' };
/** TEST_NOW as the wire shows it (Berlin offset). */
const NOW_ON_WIRE = '2026-11-22T10:00:00+01:00';

const PERSON = {
  salutation: 'Herr Dr.',
  firstname: 'Jonas',
  lastname: 'Weber-Stein',
  company: 'Stadtwerke Beispielstadt GmbH',
  phone: '+49 (30) 1234-567',
  street: 'Hauptstraße',
  streetNumber: '12a',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

describe('the portal for a visitor', () => {
  it('answers 401 on every settings call', async () => {
    const browser = await visitor(app);
    for (const path of [
      'get-settings-user-data/',
      'hotel-preferences',
      'marketing-preferences',
      'advertising',
      'br-functions',
      'countries',
      'salutations',
      'get-settings-user-memberships/',
    ]) {
      expect(await browser.get(`${P}/${path}`)).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
    }
    for (const path of [
      'upate-settings-personal-data',
      'login-email',
      'hotel-preferences',
      'marketing-preferences',
      'update-settings-advertising',
      'br-functions',
      'accept-membership/1',
      'decline-membership/1',
    ]) {
      expect(await browser.post(`${P}/${path}`, {})).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
    }
  });

  it('refuses a settings change without the XSRF header before anything is read', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const forged = await browser.raw('main', `${P}/upate-settings-personal-data`, {
      method: 'POST',
      body: JSON.stringify(PERSON),
      headers: JSON_HEADERS,
      xsrf: false,
    });
    expect(forged.status).toBe(403);
    expect(await browser.get(`${P}/get-settings-user-data/`)).toMatchObject({ ok: true, body: { lastname: 'Weber' } });
  });
});

describe('personal data', () => {
  it('reads the account with empty address fields, and saves names, phone and address', async () => {
    const browser = await loggedIn(app, OTHER_SINGLE.email);
    expect(await browser.get(`${P}/get-settings-user-data/`)).toEqual({
      ok: true,
      body: {
        userId: OTHER_SINGLE.userId,
        email: OTHER_SINGLE.email,
        salutation: 'Frau Dr.',
        firstname: 'Claudia',
        lastname: 'Fischer',
        company: 'Nordlicht Pflegedienste gGmbH',
        phone: '',
        street: '',
        streetNumber: '',
        postalCode: '',
        city: '',
        country: 'DE',
      },
    });
    const saved = await browser.post(`${P}/upate-settings-personal-data`, { ...PERSON, firstname: ' Claudia ', lastname: 'Fischer-Lind' });
    expect(saved).toEqual({
      ok: true,
      body: { ...PERSON, firstname: 'Claudia', lastname: 'Fischer-Lind', userId: OTHER_SINGLE.userId, email: OTHER_SINGLE.email },
    });
    expect(await browser.get('/kundenportal/get-user')).toMatchObject({ body: { user: { firstname: 'Claudia' } } });
    expect(await browser.get(`${P}/get-settings-user-data/`)).toEqual(saved);
  });

  it('takes a foreign postal code by its own format and an address left out as a whole', async () => {
    const browser = await loggedIn(app, OTHER_SINGLE.email);
    expect(
      await browser.post(`${P}/upate-settings-personal-data`, { ...PERSON, postalCode: '1010', city: 'Wien', country: 'AT' }),
    ).toMatchObject({ ok: true, body: { postalCode: '1010', country: 'AT' } });
    const { street: _s, streetNumber: _n, postalCode: _p, city: _c, phone: _ph, ...withoutAddress } = PERSON;
    expect(await browser.post(`${P}/upate-settings-personal-data`, withoutAddress)).toMatchObject({
      ok: true,
      body: { street: '', streetNumber: '', postalCode: '', city: '', phone: '' },
    });
  });

  it('answers 400 with the exact §5 messages', async () => {
    const browser = await loggedIn(app, OTHER_SINGLE.email);
    expect(
      await browser.post(`${P}/upate-settings-personal-data`, {
        salutation: 'Sir',
        firstname: 'J',
        lastname: '',
        company: 'X',
        phone: '030 abc',
        street: 'Straße 7',
        streetNumber: '123456789',
        postalCode: '1011',
        city: 'Berlin 2',
        country: 'XX',
      }),
    ).toEqual({
      ok: false,
      status: 400,
      retryAfterSeconds: undefined,
      body: {
        error: 'invalid',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: {
          salutation: 'Bitte wählen Sie eine Anrede aus',
          firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
          lastname: 'Bitte tragen Sie einen Nachnamen ein',
          company: 'Bitte füllen Sie das Feld Firma aus',
          phone: 'Die angegebene Telefonnummer enthält ungültige Zeichen',
          street: 'Die Straße darf keine Zahlen enthalten',
          streetNumber: 'Das Feld Hausnummer hat zu viele Zeichen',
          postalCode: 'Die Postleitzahl ist ungültig',
          city: 'Der Ort darf keine Zahlen enthalten',
          country: 'Bitte wählen Sie ein Land aus der Liste.',
        },
      },
    });
    expect(await browser.post(`${P}/upate-settings-personal-data`, { ...PERSON, street: '', postalCode: '12a45' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { street: 'Bitte geben Sie eine Straße an', postalCode: 'Postleitzahlen dürfen nur Zahlen enthalten' } },
    });
    expect(await browser.post(`${P}/upate-settings-personal-data`, { ...PERSON, firstname: 7 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { firstname: 'Bitte geben Sie hier einen Text ein.' } },
    });
    expect(await browser.post(`${P}/upate-settings-personal-data`, 'Jonas')).toMatchObject({
      status: 400,
      body: { fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } },
    });
    const malformed = await browser.raw('main', `${P}/upate-settings-personal-data`, { method: 'POST', body: '{', headers: JSON_HEADERS });
    expect(malformed.status).toBe(400);
    const oversized = await browser.raw('main', `${P}/upate-settings-personal-data`, {
      method: 'POST',
      body: JSON.stringify({ ...PERSON, city: 'x'.repeat(300 * 1024) }),
      headers: JSON_HEADERS,
    });
    expect(oversized.status).toBe(413);
  });
});

/** The newest change-of-address mail to the new address, as the outbox keeps it until it is sent. */
const emailChangeMail = async (newEmail: string) => {
  const [row] = await app.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'login_email_change'), sql`${outbox.payload}->>'newEmail' = ${newEmail}`))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.payload as { token: string; oldEmail: string } | undefined;
};

describe('POST /api-meinifb/login-email', () => {
  it('mails a link to the new address; only its use changes the login, once, also in another browser', async () => {
    const browser = await loggedIn(app, THIRD_SINGLE.email);
    expect(await browser.post(`${P}/login-email`, { email: ' T.Krause@Example.org ', password: DEMO_PASSWORD })).toEqual({
      ok: true,
      body: { email: THIRD_SINGLE.email, pendingEmail: 'T.Krause@Example.org' },
    });
    expect(await browser.get(`${P}/login-email`)).toEqual({ ok: true, body: { email: THIRD_SINGLE.email, pendingEmail: 'T.Krause@Example.org' } });
    expect(await browser.get(`${P}/get-settings-user-data/`)).toMatchObject({ body: { email: THIRD_SINGLE.email } });
    const mail = await emailChangeMail('T.Krause@Example.org');
    expect(mail?.oldEmail).toBe(THIRD_SINGLE.email);
    expect(mail?.token).toMatch(/^[\w-]{20,}$/);

    const elsewhere = app.browser();
    await elsewhere.get('/kundenportal/get-token');
    expect(await elsewhere.post(`${P}/confirm-login-email`, { token: mail?.token })).toEqual({
      ok: true,
      body: { email: 'T.Krause@Example.org', pendingEmail: null },
    });
    expect(await elsewhere.post(`${P}/confirm-login-email`, { token: mail?.token })).toMatchObject({
      status: 409,
      body: { message: 'Dieser Bestätigungslink wurde bereits verwendet.' },
    });
    expect(await browser.get(`${P}/get-settings-user-data/`)).toMatchObject({ body: { email: 'T.Krause@Example.org' } });
    const fresh = app.browser();
    await fresh.get('/kundenportal/get-token');
    expect(await fresh.post('/kundenportal/local-login', { email: THIRD_SINGLE.email, password: DEMO_PASSWORD })).toMatchObject({ status: 401 });
    expect(await fresh.post('/kundenportal/local-login', { email: 't.krause@example.org', password: DEMO_PASSWORD })).toMatchObject({ ok: true });

    // Back to the demo's address, for the other tests.
    expect(await browser.post(`${P}/login-email`, { email: THIRD_SINGLE.email, password: DEMO_PASSWORD })).toMatchObject({ ok: true });
    expect(await browser.post(`${P}/confirm-login-email`, { token: (await emailChangeMail(THIRD_SINGLE.email))?.token })).toMatchObject({ ok: true });
  });

  it('answers 400 with field messages for a taken address, a wrong or missing password, a bad address, and 404 for an unknown link', async () => {
    const browser = await loggedIn(app, THIRD_SINGLE.email);
    expect(await browser.post(`${P}/login-email`, { email: 'Jonas.Weber@example.org', password: DEMO_PASSWORD })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: 'Diese E-Mail-Adresse wird bereits für ein anderes Konto verwendet.' } },
    });
    expect(await browser.post(`${P}/login-email`, { email: 'neu@example.org', password: 'falsch-falsch' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: 'Das Passwort ist nicht korrekt.' } },
    });
    expect(await browser.post(`${P}/login-email`, { email: 'kaputt@' })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse an', password: 'Bitte geben Sie Ihr aktuelles Passwort ein.' },
      },
    });
    expect(await browser.post(`${P}/confirm-login-email`, { token: 'erfunden-und-falsch' })).toMatchObject({ status: 404 });
    expect(await browser.get(`${P}/get-settings-user-data/`)).toMatchObject({ body: { email: THIRD_SINGLE.email } });
  });
});

describe('hotel, marketing and advertising preferences', () => {
  it('reads the hotel defaults with the choices and saves a stay with room type', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.get(`${P}/hotel-preferences`)).toEqual({
      ok: true,
      body: {
        hotelOverNightOption: null,
        roomType: null,
        notes: '',
        overnightOptions: [
          'Mit Übernachtung und Vollpension',
          'Ohne Übernachtung, mit Tagesverpflegung',
          'Ohne Übernachtung und ohne Verpflegung',
        ],
        roomTypes: ['Einzelzimmer', 'Doppelzimmer zur Einzelnutzung', 'Barrierefreies Zimmer'],
      },
    });
    expect(
      await browser.post(`${P}/hotel-preferences`, { hotelOverNightOption: 'Mit Übernachtung und Vollpension', roomType: 'Einzelzimmer', notes: 'vegan' }),
    ).toMatchObject({ ok: true, body: { hotelOverNightOption: 'Mit Übernachtung und Vollpension', roomType: 'Einzelzimmer', notes: 'vegan' } });
    expect(await browser.post(`${P}/hotel-preferences`, { roomType: 'Einzelzimmer' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { hotelOverNightOption: 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an' } },
    });
  });

  it('records each marketing consent with the instant it changed, and keeps it when saved unchanged', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const never = { granted: false, changedAt: null };
    expect(await browser.get(`${P}/marketing-preferences`)).toEqual({ ok: true, body: { newsletter: never, post: never, phone: never } });
    expect(await browser.post(`${P}/marketing-preferences`, { newsletter: true, phone: false })).toEqual({
      ok: true,
      body: { newsletter: { granted: true, changedAt: NOW_ON_WIRE }, post: never, phone: { granted: false, changedAt: NOW_ON_WIRE } },
    });
    app.clock.advance({ minutes: 10 });
    expect(await browser.post(`${P}/marketing-preferences`, { newsletter: true, post: true })).toEqual({
      ok: true,
      body: {
        newsletter: { granted: true, changedAt: NOW_ON_WIRE },
        post: { granted: true, changedAt: '2026-11-22T10:10:00+01:00' },
        phone: { granted: false, changedAt: NOW_ON_WIRE },
      },
    });
    expect(await browser.post(`${P}/marketing-preferences`, { newsletter: 'ja' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { newsletter: 'Bitte geben Sie ja (true) oder nein (false) an.' } },
    });
  });

  it('chooses the printed programme and topics from the rubrics; an unknown topic is refused', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    const before = await browser.get(`${P}/advertising`);
    expect(before).toMatchObject({ ok: true, body: { printedCatalogue: false, topics: [] } });
    const options = (before as { body: { topicOptions: { rubricId: number; name: string }[] } }).body.topicOptions;
    expect(options.length).toBeGreaterThan(1);
    const [first, second] = options;
    expect(await browser.post(`${P}/update-settings-advertising`, { printedCatalogue: true, topics: [second!.rubricId, first!.rubricId, first!.rubricId] })).toMatchObject({
      ok: true,
      body: { printedCatalogue: true, topics: [first!.rubricId, second!.rubricId].sort((a, b) => a - b) },
    });
    expect(await browser.post(`${P}/update-settings-advertising`, { printedCatalogue: false })).toMatchObject({
      ok: true,
      body: { printedCatalogue: false, topics: [first!.rubricId, second!.rubricId].sort((a, b) => a - b) },
    });
    expect(await browser.post(`${P}/update-settings-advertising`, { topics: [999] })).toMatchObject({
      status: 400,
      body: { fieldErrors: { topics: 'Bitte wählen Sie nur Themen aus der Liste.' } },
    });
    expect(await browser.post(`${P}/update-settings-advertising`, { topics: 'alle' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { topics: 'Bitte geben Sie eine Liste an.' } },
    });
  });
});

describe('BR functions, countries and salutations', () => {
  it('lists the BR functions and saves the caller\'s, each once in list order', async () => {
    const browser = await loggedIn(app, MEMBER.email);
    expect(await browser.get(`${P}/br-functions`)).toEqual({
      ok: true,
      body: { options: ['Vorsitz', 'stellv. Vorsitz', 'Mitglied', 'Ersatzmitglied', 'Schriftführung', 'SBV', 'JAV'], selected: [] },
    });
    expect(await browser.post(`${P}/br-functions`, { functions: ['SBV', 'Mitglied', 'SBV'] })).toMatchObject({
      ok: true,
      body: { selected: ['Mitglied', 'SBV'] },
    });
    expect(await browser.get(`${P}/br-functions`)).toMatchObject({ body: { selected: ['Mitglied', 'SBV'] } });
    expect(await browser.post(`${P}/br-functions`, { functions: ['Vorsitz', 'stellv. Vorsitz'] })).toMatchObject({
      status: 400,
      body: { fieldErrors: { functions: 'Vorsitz und stellv. Vorsitz schließen sich aus. Bitte wählen Sie eines von beiden.' } },
    });
    expect(await browser.post(`${P}/br-functions`, { functions: ['Kassenwart'] })).toMatchObject({
      status: 400,
      body: { fieldErrors: { functions: 'Bitte wählen Sie nur Funktionen aus der Liste.' } },
    });
    expect(await browser.post(`${P}/br-functions`, { functions: Array.from({ length: 21 }, () => 'SBV') })).toMatchObject({
      status: 400,
      body: { fieldErrors: { functions: 'Die Liste ist zu lang.' } },
    });
  });

  it("answers the spec's salutations exactly and the countries with Germany first", async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.get(`${P}/salutations`)).toEqual({
      ok: true,
      body: ['Keine Angabe', 'Divers', 'Dr.', 'Frau', 'Frau Dr.', 'Frau Prof.', 'Frau Prof. Dr.', 'Herr', 'Herr Dr.', 'Herr Prof.', 'Herr Prof. Dr.'],
    });
    const countries = await browser.get(`${P}/countries`);
    expect(countries.ok).toBe(true);
    expect((countries.body as unknown[]).slice(0, 2)).toEqual([
      { code: 'DE', name: 'Deutschland' },
      { code: 'AT', name: 'Österreich' },
    ]);
  });
});

describe('GET /api-meinifb/get-settings-user-memberships/', () => {
  it('shows a member their Gremium and role, and a single user none', async () => {
    expect(await (await loggedIn(app, MEMBER.email)).get(`${P}/get-settings-user-memberships/`)).toEqual({
      ok: true,
      body: {
        memberships: [{ gremiumId: 1, name: 'Betriebsrat der Muster Logistik GmbH', company: 'Muster Logistik GmbH', role: 'member' }],
        invitations: [],
      },
    });
    expect(await (await loggedIn(app, SINGLE.email)).get(`${P}/get-settings-user-memberships/`)).toEqual({
      ok: true,
      body: { memberships: [], invitations: [] },
    });
  });

  it('answers 404 for an invitation the caller does not have, and 400 for an id that is none', async () => {
    const browser = await loggedIn(app, SINGLE.email);
    expect(await browser.post(`${P}/accept-membership/999`)).toMatchObject({ status: 404, body: { message: 'Diese Einladung gibt es nicht (mehr).' } });
    expect(await browser.post(`${P}/decline-membership/999`)).toMatchObject({ status: 404 });
    expect(await browser.post(`${P}/accept-membership/x`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { id: 'Bitte geben Sie eine gültige Einladung an.' } },
    });
  });
});
