import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_FORM_KINDS, type FormKind } from '../../../application/forms/form-definitions';
import { requests, outbox } from '../../db/schema';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';
import { JSON_HEADERS, visitor } from './portal-test-users';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

/** A fresh rate-limit window: every test starts with the address's ten forms unused. */
const nextWindow = (): void => {
  app.clock.advance({ hours: 1 });
};

const FILLED: Readonly<Record<string, string>> = {
  company: 'Muster Logistik GmbH',
  salutation: 'Frau',
  firstname: 'Erika',
  lastname: 'Mustermann',
  email: 'erika.mustermann@example.com',
  phone: '+49 30 1234567',
  street: 'Hafenstraße',
  streetNumber: '5',
  postalCode: '20457',
  city: 'Hamburg',
  topic: 'Seminar für den ganzen Betriebsrat',
  message: 'Wir planen eine Schulung für 12 Personen im Frühjahr.',
  hotelOverNightOption: 'Mit Übernachtung und Vollpension',
  personalNotes: 'Anreise am Vorabend',
};

const THANKS: Readonly<Record<FormKind, string>> = {
  'contact-request': 'Vielen Dank für Ihre Nachricht! Wir melden uns so schnell wie möglich bei Ihnen.',
  'inhouse-request': 'Vielen Dank für Ihre Inhouse-Anfrage! Wir erstellen Ihnen gern ein Angebot und melden uns in Kürze.',
  'sbv-request': 'Vielen Dank für Ihre Anfrage! Unser Team für die Schwerbehindertenvertretung meldet sich in Kürze bei Ihnen.',
  'catalogue-request': 'Vielen Dank! Ihr Seminarkatalog ist bald auf dem Weg zu Ihnen.',
  'lawyer-consultation-request': 'Vielen Dank für Ihre Anfrage! Eine Anwältin oder ein Anwalt meldet sich zeitnah bei Ihnen.',
  'general-registration-request': 'Vielen Dank für Ihre Anmeldung! Sie erhalten in Kürze eine Bestätigung per E-Mail.',
  'digitalen-wandel-registration-request': 'Vielen Dank für Ihre Anmeldung! Sie erhalten in Kürze eine Bestätigung per E-Mail.',
  'newsletter-subscription-request': 'Vielen Dank für Ihre Anmeldung zu unserem Newsletter!',
  'werbemittel-shop-request': 'Vielen Dank für Ihre Bestellung! Wir senden Ihnen die Werbemittel in Kürze zu.',
};

const latestSubmission = async () =>
  (await app.database.db.select().from(requests).orderBy(desc(requests.requestId)).limit(1))[0];

const latestMail = async () =>
  (await app.database.db.select().from(outbox).where(eq(outbox.kind, 'form_submission')).orderBy(desc(outbox.id)).limit(1))[0];

describe('the forms of /api', () => {
  it('store every form with its kind and queue its mail, answering 201 with the German thank-you', async () => {
    nextWindow();
    const browser = await visitor(app);
    for (const kind of PLAIN_FORM_KINDS) {
      const answer = await browser.raw('main', `/api/${kind}`, { method: 'POST', body: JSON.stringify(FILLED), headers: JSON_HEADERS });
      expect({ kind, status: answer.status, body: answer.body }).toEqual({ kind, status: 201, body: { message: THANKS[kind] } });
      expect(await latestSubmission()).toMatchObject({ kind, payload: expect.objectContaining({ email: FILLED.email }) as unknown });
      expect(await latestMail()).toMatchObject({ payload: { form: kind, sender: { email: FILLED.email } } });
    }
  });

  it('keeps only the fields of the form, trimmed, and labels them in German for the mail', async () => {
    nextWindow();
    const browser = await visitor(app);
    const answer = await browser.post('/api/newsletter-subscription-request', { email: ' neu@example.org ', firstname: '', company: 'Egal GmbH' });
    expect(answer).toEqual({ ok: true, body: { message: THANKS['newsletter-subscription-request'] } });
    expect(await latestSubmission()).toMatchObject({ kind: 'newsletter-subscription-request', payload: { email: 'neu@example.org' } });
    expect((await latestSubmission())?.payload).toEqual({ email: 'neu@example.org' });
    expect(await latestMail()).toMatchObject({
      payload: {
        form: 'newsletter-subscription-request',
        title: 'Newsletter-Anmeldung',
        fields: [{ label: 'E-Mail', value: 'neu@example.org' }],
        sender: { email: 'neu@example.org' },
      },
    });
  });

  it('answers 400 with the exact §5 messages and stores nothing', async () => {
    nextWindow();
    const browser = await visitor(app);
    const before = await latestSubmission();
    expect(await browser.post('/api/contact-request', { phone: '12', topic: 'x' })).toEqual({
      ok: false,
      status: 400,
      retryAfterSeconds: undefined,
      body: {
        error: 'invalid',
        message: 'Bitte prüfen Sie Ihre Eingaben.',
        fieldErrors: {
          salutation: 'Bitte wählen Sie eine Anrede aus',
          firstname: 'Bitte tragen Sie einen Vornamen ein',
          lastname: 'Bitte tragen Sie einen Nachnamen ein',
          email: 'Bitte geben Sie eine E-Mail-Adresse an',
          phone: 'Die angegebene Telefonnummer ist zu kurz',
          topic: 'Bitte wählen Sie ein Betreff aus',
          message: 'Bitte geben Sie eine Nachricht ein',
        },
      },
    });
    expect(
      await browser.post('/api/catalogue-request', { ...FILLED, company: 'X', street: 'Weg 3', streetNumber: '123456789', postalCode: '2045', city: 'Hamburg1', email: 'erika@' }),
    ).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          company: 'Bitte füllen Sie das Feld Firma aus',
          street: 'Die Straße darf keine Zahlen enthalten',
          streetNumber: 'Das Feld Hausnummer hat zu viele Zeichen',
          postalCode: 'Die Postleitzahl ist ungültig',
          city: 'Der Ort darf keine Zahlen enthalten',
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
        },
      },
    });
    expect(await browser.post('/api/inhouse-request', { ...FILLED, phone: '030 12345678901234567', postalCode: '2O457' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { phone: 'Die angegebene Telefonnummer ist zu lange', postalCode: 'Postleitzahlen dürfen nur Zahlen enthalten' } },
    });
    expect(await browser.post('/api/general-registration-request', { ...FILLED, hotelOverNightOption: ' ' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { hotelOverNightOption: 'Bitte geben Sie eine Verpflegungs-/Übernachtungsoption an' } },
    });
    expect(await browser.post('/api/sbv-request', { ...FILLED, phone: '030/abc' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { phone: 'Die angegebene Telefonnummer enthält ungültige Zeichen' } },
    });
    expect(await browser.post('/api/contact-request', { ...FILLED, message: 12 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { message: 'Bitte geben Sie hier einen Text ein.' } },
    });
    expect(await browser.post('/api/contact-request', [FILLED])).toMatchObject({
      status: 400,
      body: { fieldErrors: { _: 'Bitte senden Sie die Angaben als JSON-Objekt.' } },
    });
    const malformed = await browser.raw('main', '/api/contact-request', { method: 'POST', body: '{"email":', headers: JSON_HEADERS });
    expect(malformed.status).toBe(400);
    const oversized = await browser.raw('main', '/api/contact-request', {
      method: 'POST',
      body: JSON.stringify({ ...FILLED, message: 'x'.repeat(300 * 1024) }),
      headers: JSON_HEADERS,
    });
    expect(oversized.status).toBe(413);
    expect(await latestSubmission()).toEqual(before);
  });

  it('refuses a form without the XSRF header (a form posted from another site)', async () => {
    nextWindow();
    const browser = await visitor(app);
    const forged = await browser.raw('main', '/api/contact-request', { method: 'POST', body: JSON.stringify(FILLED), headers: JSON_HEADERS, xsrf: false });
    expect(forged.status).toBe(403);
  });

  it('lets one address send ten forms an hour, then answers 429 with Retry-After until the next hour', async () => {
    nextWindow();
    const browser = await visitor(app);
    for (let sent = 0; sent < 10; sent += 1) {
      expect(await browser.post('/api/newsletter-subscription-request', { email: `leser${sent}@example.org` })).toMatchObject({ ok: true });
    }
    const limited = await browser.post('/api/contact-request', FILLED);
    expect(limited).toMatchObject({
      ok: false,
      status: 429,
      body: { error: 'rate_limited', message: 'Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.' },
    });
    expect((limited as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Invalid forms never count, so a visitor correcting typos is not stopped by them.
    expect(await browser.post('/api/contact-request', {})).toMatchObject({ status: 400 });
    nextWindow();
    expect(await browser.post('/api/contact-request', FILLED)).toMatchObject({ ok: true });
  });
});
