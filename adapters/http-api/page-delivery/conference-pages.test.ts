import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, formatEuro } from '../../../domain/money/money';
import { leaveConferenceSeats, upcomingConference, type TestConference } from '../../db/conference/conference-fixtures.testing';
import { testDatabaseEngines } from '../../db/testing/test-databases';
import { TEST_NOW, startTestApp, testDemoTemplate, type TestApp } from '../testing/test-app';
import { FormBrowser, hiddenValues, messageOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

const CONTACT = {
  'contact.salutation': 'Frau',
  'contact.firstname': 'Petra',
  'contact.lastname': 'Brandt',
  'contact.email': 'petra.brandt@example.org',
  'contact.company': 'Brandt Logistik GmbH',
};
const participant = (index: number, firstname: string, overrides: Record<string, string> = {}) => ({
  [`participants.${String(index)}.salutation`]: 'Herr',
  [`participants.${String(index)}.firstname`]: firstname,
  [`participants.${String(index)}.lastname`]: 'Vogel',
  [`participants.${String(index)}.email`]: `${firstname.toLowerCase()}.vogel@example.org`,
  [`participants.${String(index)}.function`]: '',
  ...overrides,
});

describe.each(testDatabaseEngines())('the Fachtagung pages without JavaScript ($name)', (engine) => {
  let app: TestApp;
  let conference: TestConference;
  const bookingPath = () => `/fachtagung/${conference.url}/buchung`;

  beforeAll(async () => {
    const pages = await loadPageRenderer(dist);
    if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
    app = await startTestApp({ pages, database: await engine.open(testDemoTemplate) });
    conference = await upcomingConference(app.database.db, TEST_NOW);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('links booking and sign-up from the conference page, and shows the booking form with the prices per participant', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const page = await visitor.get(`/fachtagung/${conference.url}`);
    expect(page.html).toContain(`href="${bookingPath()}"`);
    expect(page.html).toContain(`href="/fachtagung/anmeldung?fachtagung=${conference.url}"`);

    const booking = await visitor.get(`${bookingPath()}?teilnehmer=2`);
    expect(booking.status).toBe(200);
    expect(booking.html).toContain(`<title>Fachtagung buchen: ${conference.title} | ifb Seminare</title>`);
    expect(booking.html).toMatch(/<meta name="robots" content="noindex/);
    expect(booking.html).toContain('2. Teilnehmer');
    expect(booking.html).toContain(formatEuro(cents(conference.price * 2)));
    expect(booking.html).toContain('zzgl. MwSt.');
    expect(booking.html).toContain(`href="${bookingPath()}?teilnehmer=3"`);
    expect(hiddenValues(booking.html, 'idempotencyKey')[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers wrong fields with 400 and the §5 messages under them, keeps what was typed, and books once per key', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const page = await visitor.get(`${bookingPath()}?teilnehmer=2`);
    const [idempotencyKey = ''] = hiddenValues(page.html, 'idempotencyKey');
    const fields = { idempotencyKey, ...CONTACT, ...participant(0, 'Jan'), ...participant(1, 'Kim') };

    const wrong = await visitor.post(bookingPath(), { ...fields, ...participant(1, 'K', { 'participants.1.email': 'kim@' }) });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'teilnehmer-2-firstname')).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
    expect(messageOf(wrong.html, 'teilnehmer-2-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(messageOf(wrong.html, 'buchung-agb')).toBe('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen');
    expect(wrong.html).toContain('value="kim@"');
    expect(wrong.html).toContain('value="Brandt Logistik GmbH"');
    expect(wrong.html).toContain('2. Teilnehmer');

    const booked = await visitor.post(bookingPath(), { ...fields, acceptTerms: 'on' });
    expect(booked.status).toBe(303);
    expect(booked.location).toMatch(new RegExp(`^/fachtagung/${conference.url}/buchung/bestaetigung\\?buchung=IFB-\\d{4}-\\d{6}$`));
    // The same post again (a double click, a reload, a retry): the same booking, not a second one.
    expect(await visitor.post(bookingPath(), { ...fields, acceptTerms: 'on' })).toMatchObject({ status: 303, location: booked.location });

    const confirmation = await visitor.get(booked.location ?? '');
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toMatch(/Ihre Buchungsnummer: <strong[^>]*>IFB-\d{4}-\d{6}<\/strong>/);
    expect(confirmation.html).toContain('Herr Jan Vogel: gebucht');
    expect(confirmation.html).toContain('Herr Kim Vogel: gebucht');
    expect(confirmation.html).toContain('Die Rechnung schicken wir an Ihren Arbeitgeber.');
    expect(confirmation.html).toMatch(/<meta name="robots" content="noindex/);
    // Another browser does not see someone else's booking.
    expect((await new FormBrowser(() => app.baseUrl).get(booked.location ?? '')).status).toBe(404);
  });

  it('seats the first participant on the last seat, puts the second on the waiting list and says so for each', async () => {
    await leaveConferenceSeats(app.database.db, conference, 1);
    const visitor = new FormBrowser(() => app.baseUrl);
    const page = await visitor.get(`${bookingPath()}?teilnehmer=2`);
    const [idempotencyKey = ''] = hiddenValues(page.html, 'idempotencyKey');
    const booked = await visitor.post(bookingPath(), { idempotencyKey, ...CONTACT, ...participant(0, 'Lea'), ...participant(1, 'Max'), acceptTerms: 'on' });
    expect(booked.status).toBe(303);
    const confirmation = await visitor.get(booked.location ?? '');
    expect(confirmation.html).toContain('Ihre Buchung steht auf der Warteliste');
    expect(confirmation.html).toContain('Herr Lea Vogel: gebucht');
    expect(confirmation.html).toMatch(/Herr Max Vogel: auf der Warteliste, Platz \d+/);
  });

  it('a post whose XSRF token does not match books nothing and shows the form again with what was typed', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const page = await visitor.get(bookingPath());
    const [idempotencyKey = ''] = hiddenValues(page.html, 'idempotencyKey');
    const refused = await visitor.post(bookingPath(), { idempotencyKey, ...CONTACT, ...participant(0, 'Nora'), acceptTerms: 'on' }, { token: false });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Ihre Sitzung war abgelaufen. Ihre Angaben sind noch da');
    expect(refused.html).toContain('value="nora.vogel@example.org"');
  });

  it('signs up with the conference preselected, answers wrong fields with 400, and thanks on success', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const page = await visitor.get(`/fachtagung/anmeldung?fachtagung=${conference.url}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`checked="" value="${conference.url}"`);
    const fields = { conferenceUrl: conference.url, salutation: 'Frau', firstname: 'Olga', lastname: 'Schulz', email: 'olga@example.org', company: '', phone: '', message: '' };

    const wrong = await visitor.post('/fachtagung/anmeldung', { ...fields, email: 'olga@', phone: 'abc' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'anmeldung-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(messageOf(wrong.html, 'anmeldung-phone')).toContain('Telefonnummer');
    expect(wrong.html).toContain('value="Olga"');

    const done = await visitor.post('/fachtagung/anmeldung', fields);
    expect(done).toMatchObject({ status: 303, location: `/fachtagung/anmeldung/bestaetigung?fachtagung=${conference.url}` });
    const thanks = await visitor.get(done.location ?? '');
    expect(thanks.html).toContain('Vielen Dank für Ihre Anmeldung');
    expect(thanks.html).toContain(`„${conference.title}“`);
  });

  it('answers an unknown conference with 404, on the booking page and for a post', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    expect((await visitor.get('/fachtagung/gibt-es-nicht/buchung')).status).toBe(404);
    await visitor.get('/fachtagung/anmeldung');
    const posted = await visitor.post('/fachtagung/gibt-es-nicht/buchung', {
      idempotencyKey: crypto.randomUUID(),
      ...CONTACT,
      ...participant(0, 'Paul'),
      acceptTerms: 'on',
    });
    expect(posted.status).toBe(404);
  });
});
