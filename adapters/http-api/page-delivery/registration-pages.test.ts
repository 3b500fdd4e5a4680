import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestMailedToken } from '../../db/testing/outbox-mails';
import { testDatabaseEngines } from '../../db/testing/test-databases';
import { startTestApp, testDemoTemplate, type TestApp } from '../testing/test-app';
import { FormBrowser, messageOf, valueOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

const FORM = {
  salutation: 'Herr',
  firstname: 'Tobias',
  lastname: 'Brandt',
  company: 'Brandt Maschinenbau GmbH',
  street: 'Am Werk',
  streetNumber: '7',
  postalCode: '28195',
  city: 'Bremen',
  phone: '0421 987654',
  password: 'Werkbank-am-Weserufer',
  consent: 'on',
};

describe.each(testDatabaseEngines())('the registration without JavaScript ($name)', (engine) => {
  let app: TestApp;

  beforeAll(async () => {
    const pages = await loadPageRenderer(dist);
    if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
    app = await startTestApp({ pages, database: await engine.open(testDemoTemplate) });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  /** The link of the newest confirmation mail to the address. */
  const mailedLink = async (email: string): Promise<string> =>
    `/registrierung/bestaetigen?token=${encodeURIComponent(await newestMailedToken(app.database.db, 'email_confirmation', email))}`;

  it('shows the form with the address from ?email=, keeps values but never the password on errors, and confirms by a button', async () => {
    const email = `tobias.brandt.${engine.name}@example.net`.toLowerCase();
    const visitor = new FormBrowser(() => app.baseUrl);
    const empty = await visitor.get(`/registrierung?email=${encodeURIComponent(email)}&redirect=%2Fseminare%2Fwarenkorb`);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('Registrieren bei meinifb');
    expect(valueOf(empty.html, 'registrierung-email')).toBe(email);
    expect(empty.html).toContain('name="redirect" value="/seminare/warenkorb"');
    expect(empty.html).toMatch(/<option value="Keine Angabe"[^>]*>Keine Angabe<\/option><option value="Divers"/);

    const wrong = await visitor.post('/registrierung', {
      ...FORM,
      email,
      redirect: '/seminare/warenkorb',
      firstname: 'T',
      street: 'Am Werk 7',
      postalCode: '2819a',
      phone: '0421/98#7654',
      consent: '',
    });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.html, 'registrierung-firstname')).toBe('Bitte tragen Sie den vollständigen Vornamen ein');
    expect(messageOf(wrong.html, 'registrierung-street')).toBe('Die Straße darf keine Zahlen enthalten');
    expect(messageOf(wrong.html, 'registrierung-postalCode')).toBe('Postleitzahlen dürfen nur Zahlen enthalten');
    expect(messageOf(wrong.html, 'registrierung-phone')).toBe('Die angegebene Telefonnummer enthält ungültige Zeichen');
    expect(messageOf(wrong.html, 'registrierung-consent')).toBe('Bitte stimmen Sie den AGB und der Datenschutzerklärung zu');
    expect(valueOf(wrong.html, 'registrierung-street')).toBe('Am Werk 7');
    expect(valueOf(wrong.html, 'registrierung-company')).toBe('Brandt Maschinenbau GmbH');
    expect(wrong.html).not.toContain(FORM.password);

    const shortPassword = await visitor.post('/registrierung', { ...FORM, email, password: 'kurz' });
    expect(shortPassword.status).toBe(400);
    expect(messageOf(shortPassword.html, 'registrierung-password')).toBe('Bitte wählen Sie ein Passwort in dem vorgegebenen Format');
    expect(shortPassword.html).not.toContain('value="kurz"');

    const sent = await visitor.post('/registrierung', { ...FORM, email, redirect: '/seminare/warenkorb' });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`/registrierung/e-mail-pruefen?email=${encodeURIComponent(email)}`);
    const checkMail = await visitor.get(sent.location ?? '');
    expect(checkMail.html).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(checkMail.html).toContain(email);
    expect((await visitor.get('/kundenportal/get-user')).html).toContain('"user":null');

    // Opening the link changes nothing (mail scanners do that); the button's post confirms and logs in.
    const link = await mailedLink(email);
    const opened = await visitor.get(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('E-Mail-Adresse bestätigen');
    expect((await visitor.get('/kundenportal/get-user')).html).toContain('"user":null');
    const token = new URL(link, 'https://example.org').searchParams.get('token') ?? '';
    const confirmed = await visitor.post('/registrierung/bestaetigen', { token });
    expect(confirmed).toMatchObject({ status: 303, location: '/seminare/warenkorb' });
    expect((await visitor.get('/kundenportal/get-user')).html).toContain('"firstname":"Tobias"');

    // The same link again, in another browser: a clear message and a 409, nobody logged in.
    const other = new FormBrowser(() => app.baseUrl);
    await other.get(link);
    const reused = await other.post('/registrierung/bestaetigen', { token });
    expect(reused.status).toBe(409);
    expect(reused.html).toContain('Dieser Bestätigungslink wurde bereits verwendet.');
    expect((await other.get('/kundenportal/get-user')).html).toContain('"user":null');
  });

  it('answers an unknown link with 404, an expired one with 409, and sends a new mail from the check-mail page', async () => {
    const email = `spaet.${engine.name}@example.net`.toLowerCase();
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/registrierung');
    expect(await visitor.post('/registrierung', { ...FORM, email })).toMatchObject({ status: 303 });
    const link = await mailedLink(email);
    const token = new URL(link, 'https://example.org').searchParams.get('token') ?? '';

    const unknown = await visitor.post('/registrierung/bestaetigen', { token: 'gibt-es-nicht' });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Dieser Bestätigungslink ist ungültig.');
    expect((await visitor.get('/registrierung/bestaetigen')).status).toBe(404);

    app.clock.advance({ hours: 49 });
    const expired = await visitor.post('/registrierung/bestaetigen', { token });
    expect(expired.status).toBe(409);
    expect(expired.html).toContain('Dieser Bestätigungslink ist abgelaufen.');

    const resent = await visitor.post('/registrierung/e-mail-pruefen', { email });
    expect(resent).toMatchObject({ status: 303, location: `/registrierung/e-mail-pruefen?email=${encodeURIComponent(email)}&erneut=1` });
    expect((await visitor.get(resent.location ?? '')).html).toContain('Wir haben Ihnen eine neue E-Mail mit einem neuen Link geschickt.');
    const renewed = await mailedLink(email);
    expect(renewed).not.toBe(link);
    const renewedToken = new URL(renewed, 'https://example.org').searchParams.get('token') ?? '';
    expect(await visitor.post('/registrierung/bestaetigen', { token: renewedToken })).toMatchObject({ status: 303, location: '/meinifb' });
  });

  it('a post whose XSRF token does not match creates nothing and shows the form again', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/registrierung');
    const email = `xsrf.${engine.name}@example.net`.toLowerCase();
    const refused = await visitor.post('/registrierung', { ...FORM, email }, { token: false });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Ihre Sitzung war abgelaufen.');
    expect(valueOf(refused.html, 'registrierung-email')).toBe(email);
    expect(refused.html).not.toContain(FORM.password);
  });
});
