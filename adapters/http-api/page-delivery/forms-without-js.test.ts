import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formSubmissions, outbox } from '../../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { FormBrowser, messageOf, valueOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

let app: TestApp;

beforeAll(async () => {
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
}, 120_000);

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  // A fresh rate-limit window for the forms: every test starts with the address's posts unused.
  app.clock.advance({ hours: 1 });
});

const browser = () => new FormBrowser(() => app.baseUrl);

const latestSubmission = async () =>
  (await app.database.db.select().from(formSubmissions).orderBy(desc(formSubmissions.submissionId)).limit(1))[0];

const latestMail = async () =>
  (await app.database.db.select().from(outbox).where(eq(outbox.kind, 'form_submission')).orderBy(desc(outbox.id)).limit(1))[0];


describe('the contact form without JavaScript (/service/kontakt)', () => {
  const CONTACT = {
    salutation: 'Frau',
    firstname: 'Erika',
    lastname: 'Mustermann',
    email: 'erika@beispiel',
    phone: '',
    company: 'Muster Logistik GmbH',
    topic: 'Frage zu einem Seminar',
    message: 'Gibt es das Seminar BR I auch als Inhouse-Schulung?',
  };

  it('answers a wrong post with 400, the §5 message under the field and what was typed', async () => {
    const visitor = browser();
    await visitor.get('/service/kontakt');
    const before = await latestSubmission();
    const wrong = await visitor.post('/service/kontakt', { ...CONTACT, firstname: 'E' });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'kontakt-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(messageOf(wrong.html, 'kontakt-firstname')).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
    expect(messageOf(wrong.html, 'kontakt-lastname')).toBeUndefined();
    expect(wrong.html).toMatch(/<input[^>]*id="kontakt-email"[^>]*aria-invalid="true"/);
    expect(valueOf(wrong.html, 'kontakt-email')).toBe('erika@beispiel');
    expect(valueOf(wrong.html, 'kontakt-company')).toBe('Muster Logistik GmbH');
    expect(wrong.html).toContain('Gibt es das Seminar BR I auch als Inhouse-Schulung?</textarea>');
    expect(await latestSubmission()).toEqual(before);
  });

  it('sends a right post (303), stores it with its mail like the JSON call, and thanks the visitor', async () => {
    const visitor = browser();
    await visitor.get('/service/kontakt');
    const sent = await visitor.post('/service/kontakt', { ...CONTACT, email: 'erika@beispiel.de' });
    expect(sent).toMatchObject({ status: 303, location: '/service/kontakt?gesendet=1' });
    expect(await latestSubmission()).toMatchObject({ kind: 'contact-request', payload: expect.objectContaining({ email: 'erika@beispiel.de' }) as unknown });
    expect(await latestMail()).toMatchObject({ payload: { form: 'contact-request', sender: { email: 'erika@beispiel.de' } } });
    const thanks = await visitor.get(sent.location ?? '');
    expect(thanks.status).toBe(200);
    expect(thanks.html).toContain('Vielen Dank für Ihre Nachricht! Wir melden uns so schnell wie möglich bei Ihnen.');
    expect(thanks.html).not.toContain('id="kontakt-email"');
  });

  it('changes nothing when the XSRF field does not match, and shows the form again', async () => {
    const visitor = browser();
    await visitor.get('/service/kontakt');
    const before = await latestSubmission();
    const refused = await visitor.post('/service/kontakt', { ...CONTACT, email: 'nicht@gesendet.de' }, { token: false });
    expect(refused.status).toBe(403);
    expect(valueOf(refused.html, 'kontakt-email')).toBe('nicht@gesendet.de');
    expect(await latestSubmission()).toEqual(before);
  });
});

describe('the inhouse request without JavaScript (/seminare/p/{slug}/inhouse)', () => {
  const PATH = '/seminare/p/arbeitsrecht-fuer-betriebsraete-teil-i/inhouse';
  const INHOUSE = {
    salutation: 'Herr',
    company: 'Muster Logistik GmbH',
    firstname: 'Jan',
    lastname: 'Schröder',
    email: 'jan.schroeder@example.org',
    phone: '030 1234567',
    street: 'Hafenstraße 12',
    streetNumber: '12',
    postalCode: '1011',
    city: 'Berlin',
    topic: 'Inhouse: Arbeitsrecht für Betriebsräte Teil I',
    message: 'Wir sind elf Betriebsratsmitglieder.',
  };

  it('answers a wrong post with 400, the §5 messages under the fields and what was typed', async () => {
    const visitor = browser();
    await visitor.get(PATH);
    const before = await latestSubmission();
    const wrong = await visitor.post(PATH, INHOUSE);
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'inhouse-street')).toBe('Die Straße darf keine Zahlen enthalten');
    expect(messageOf(wrong.html, 'inhouse-postalCode')).toBe('Die Postleitzahl ist ungültig');
    expect(messageOf(wrong.html, 'inhouse-city')).toBeUndefined();
    expect(valueOf(wrong.html, 'inhouse-street')).toBe('Hafenstraße 12');
    expect(valueOf(wrong.html, 'inhouse-company')).toBe('Muster Logistik GmbH');
    expect(wrong.html).toMatch(/<option value="Herr" selected="">Herr<\/option>/);
    expect(await latestSubmission()).toEqual(before);
  });

  it('sends a right post (303), stores it with its mail like the JSON call, and thanks the visitor', async () => {
    const visitor = browser();
    await visitor.get(PATH);
    const sent = await visitor.post(PATH, { ...INHOUSE, street: 'Hafenstraße', postalCode: '10115' });
    expect(sent).toMatchObject({ status: 303, location: `${PATH}?gesendet=1` });
    expect(await latestSubmission()).toMatchObject({ kind: 'inhouse-request', payload: expect.objectContaining({ email: INHOUSE.email, postalCode: '10115' }) as unknown });
    expect(await latestMail()).toMatchObject({ payload: { form: 'inhouse-request', sender: { email: INHOUSE.email } } });
    const thanks = await visitor.get(sent.location ?? '');
    expect(thanks.status).toBe(200);
    expect(thanks.html).toContain('Vielen Dank für Ihre Inhouse-Anfrage!');
    expect(thanks.html).not.toContain('id="inhouse-email"');
  });
});
