import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { newestMailedToken, outboxMailsTo } from '../../db/testing/outbox-mails';
import { testDatabaseEngines } from '../../db/testing/test-databases';
import { startTestApp, testDemoTemplate, type TestApp } from '../testing/test-app';
import { FormBrowser, messageOf, valueOf } from './form-browser.testing';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));

const NEW_PASSWORD = 'Neuer-Morgen-am-Elbufer';
const SENT = 'Wenn ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt. Er ist 1 Stunde gültig.';

describe.each(testDatabaseEngines())('"Passwort vergessen?" without JavaScript ($name)', (engine) => {
  let app: TestApp;

  beforeAll(async () => {
    const pages = await loadPageRenderer(dist);
    if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
    app = await startTestApp({ pages, database: await engine.open(testDemoTemplate) });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  /** The token of the newest reset mail to the address. */
  const mailedToken = (email: string): Promise<string> => newestMailedToken(app.database.db, 'password_reset', email);

  const resetMailsTo = async (email: string): Promise<number> => (await outboxMailsTo(app.database.db, 'password_reset', email)).length;

  it('links the password step to the page, the address filled in, also after a wrong password', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const step = await visitor.get('/kundenportal/login/jonas.weber%40example.org');
    expect(step.html).toContain('href="/kundenportal/passwort-vergessen?email=jonas.weber%40example.org">Passwort vergessen?</a>');
    const wrong = await visitor.post('/kundenportal/login/jonas.weber%40example.org', { password: 'falsch-falsch' });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    expect(wrong.html).toContain('>Passwort vergessen?</a>');
    const page = await visitor.get('/kundenportal/passwort-vergessen?email=jonas.weber%40example.org');
    expect(page.status).toBe(200);
    expect(valueOf(page.html, 'passwort-vergessen-email')).toBe('jonas.weber@example.org');
  });

  it('answers the same for a known and an unknown address and mails the link to an account only; a bad address gets its message', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/kundenportal/passwort-vergessen');
    const known = await visitor.post('/kundenportal/passwort-vergessen', { email: 'Claudia.Fischer@example.org' });
    const unknown = await visitor.post('/kundenportal/passwort-vergessen', { email: 'niemand.hier@example.org' });
    expect(known).toMatchObject({ status: 303, location: '/kundenportal/passwort-vergessen?email=Claudia.Fischer%40example.org&gesendet=1' });
    expect(unknown).toMatchObject({ status: 303, location: '/kundenportal/passwort-vergessen?email=niemand.hier%40example.org&gesendet=1' });
    const [knownPage, unknownPage] = await Promise.all([visitor.get(known.location ?? ''), visitor.get(unknown.location ?? '')]);
    expect(knownPage.html).toContain(SENT);
    expect(unknownPage.html).toContain(SENT);
    // The page's main part is the same but for the address: it tells nothing about an account.
    const mainOf = (html: string, email: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replaceAll(encodeURIComponent(email), 'X').replaceAll(email, 'X');
    expect(mainOf(knownPage.html, 'Claudia.Fischer@example.org')).toContain(SENT);
    expect(mainOf(knownPage.html, 'Claudia.Fischer@example.org')).toBe(mainOf(unknownPage.html, 'niemand.hier@example.org'));
    expect(await resetMailsTo('claudia.fischer@example.org')).toBe(1);
    expect(await resetMailsTo('niemand.hier@example.org')).toBe(0);

    const bad = await visitor.post('/kundenportal/passwort-vergessen', { email: 'kein-at-zeichen' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.html, 'passwort-vergessen-email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an');
    expect(valueOf(bad.html, 'passwort-vergessen-email')).toBe('kein-at-zeichen');
  });

  it('sets the new password once by the mailed link, ends the other sessions, leads to the login; the used link is refused', async () => {
    const email = 'tobias.krause@example.org';
    const elsewhere = new FormBrowser(() => app.baseUrl);
    await elsewhere.get('/kundenportal/login/tobias.krause%40example.org');
    expect(await elsewhere.post('/kundenportal/login/tobias.krause%40example.org', { password: DEMO_PASSWORD })).toMatchObject({ status: 303 });
    expect((await elsewhere.get('/kundenportal/get-user')).html).toContain('"firstname":"Tobias"');

    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/kundenportal/passwort-vergessen');
    await visitor.post('/kundenportal/passwort-vergessen', { email });
    const token = await mailedToken(email);
    const link = `/kundenportal/passwort-zuruecksetzen?token=${encodeURIComponent(token)}`;

    const opened = await visitor.get(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Neues Passwort festlegen');
    expect(opened.html).toContain(email);

    const short = await visitor.post(link, { token, password: 'kurz', passwordRepeat: 'kurz' });
    expect(short.status).toBe(400);
    expect(messageOf(short.html, 'passwort-neu-password')).toBe('Bitte wählen Sie ein Passwort in dem vorgegebenen Format');
    expect(short.html).not.toContain('value="kurz"');
    const differs = await visitor.post(link, { token, password: NEW_PASSWORD, passwordRepeat: 'Neuer-Morgen-am-Elbstrand' });
    expect(differs.status).toBe(400);
    expect(messageOf(differs.html, 'passwort-neu-passwordRepeat')).toBe('Die beiden Passwörter stimmen nicht überein.');
    expect(differs.html).not.toContain(NEW_PASSWORD);

    const saved = await visitor.post(link, { token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(saved).toMatchObject({ status: 303, location: '/kundenportal/login/tobias.krause%40example.org?passwort-geaendert=1' });
    expect((await visitor.get(saved.location ?? '')).html).toContain('Ihr neues Passwort ist gespeichert');
    expect((await elsewhere.get('/kundenportal/get-user')).html).toContain('"user":null');

    expect(await visitor.post(saved.location ?? '', { password: DEMO_PASSWORD })).toMatchObject({ status: 401 });
    expect(await visitor.post(saved.location ?? '', { password: NEW_PASSWORD })).toMatchObject({ status: 303 });

    const reopened = await new FormBrowser(() => app.baseUrl).get(link);
    expect(reopened.status).toBe(409);
    expect(reopened.html).toContain('Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet.');
    expect(reopened.html).toContain('href="/kundenportal/passwort-vergessen">Neuen Link anfordern</a>');
    expect(reopened.html).not.toContain('name="password"');
    const reposted = await visitor.post(link, { token, password: 'Noch-ein-anderes-Wort', passwordRepeat: 'Noch-ein-anderes-Wort' });
    expect(reposted.status).toBe(409);
    expect(reposted.html).toContain('Neuen Link anfordern');
  });

  it('answers an unknown or missing link with 404 and an expired one with 409, each with the way to a new link', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    const unknown = await visitor.get('/kundenportal/passwort-zuruecksetzen?token=gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Dieser Link zum Zurücksetzen des Passworts ist ungültig.');
    expect(unknown.html).toContain('Neuen Link anfordern');
    const missing = await visitor.get('/kundenportal/passwort-zuruecksetzen');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Bitte öffnen Sie den Link aus der E-Mail');
    const posted = await visitor.post('/kundenportal/passwort-zuruecksetzen', { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(posted.status).toBe(400);
    expect(posted.html).toContain('Neuen Link anfordern');

    await visitor.post('/kundenportal/passwort-vergessen', { email: 'markus.becker@example.com' });
    const token = await mailedToken('markus.becker@example.com');
    app.clock.advance({ hours: 1 });
    const expired = await visitor.get(`/kundenportal/passwort-zuruecksetzen?token=${encodeURIComponent(token)}`);
    expect(expired.status).toBe(409);
    expect(expired.html).toContain('Dieser Link zum Zurücksetzen des Passworts ist abgelaufen');
  });

  it('a post whose XSRF token does not match sends nothing and shows the form again', async () => {
    const visitor = new FormBrowser(() => app.baseUrl);
    await visitor.get('/kundenportal/passwort-vergessen');
    const refused = await visitor.post('/kundenportal/passwort-vergessen', { email: 'kim.wolf@example.com' }, { token: false });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('Ihre Sitzung war abgelaufen.');
    expect(valueOf(refused.html, 'passwort-vergessen-email')).toBe('kim.wolf@example.com');
    expect(await resetMailsTo('kim.wolf@example.com')).toBe(0);
  });
});
