import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { SITE_ADMIN, SINGLE } from '../routes/portal-test-users';
import { FormBrowser, loggedInFormBrowser } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';

const PAGE = '/manage/kontouebernahme';

const app = serveBuiltPages();
const signedIn = (email: string): Promise<FormBrowser> => loggedInFormBrowser(() => app().baseUrl, email, DEMO_PASSWORD);

describe('the impersonation page (Kontoübernahme)', () => {
  it('sends a visitor to the login, which brings them back', async () => {
    const answer = await new FormBrowser(() => app().baseUrl).get(PAGE);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/kundenportal/login?redirect=${encodeURIComponent(PAGE)}`);
  });

  it('answers a customer 403 with the access-denied page, and refuses their post', async () => {
    const customer = await signedIn(SINGLE.email);
    const denied = await customer.get(`${PAGE}?email=admin%40example.org`);
    expect(denied.status).toBe(403);
    expect(denied.html).toContain('Zugriff verweigert');
    expect(denied.html).not.toContain('Kontoübernahme</h1>');
    expect(denied.html).not.toContain('ansehen</button>');
    const start = await customer.post(PAGE, { intent: 'start', userId: '1' });
    expect(start.status).toBe(403);
  });

  it('lets a site admin find a customer, view the site as them, end it from the banner, and logs both with who and when', async () => {
    const admin = await signedIn(SITE_ADMIN.email);
    const empty = await admin.get(PAGE);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('Bisher hat niemand ein Konto übernommen.');
    const found = await admin.get(`${PAGE}?email=${encodeURIComponent(SINGLE.email)}`);
    expect(found.html).toContain('Website als <!-- -->Jonas Weber<!-- --> ansehen');
    expect((await admin.get(`${PAGE}?email=niemand%40example.org`)).html).toContain('Zu <!-- -->niemand@example.org<!-- --> gibt es kein Benutzerkonto.');
    expect((await admin.get(`${PAGE}?email=${encodeURIComponent(SITE_ADMIN.email)}`)).html).toContain(
      'Das Konto eines Administrators kann nicht übernommen werden.',
    );

    const started = await admin.post(PAGE, { intent: 'start', userId: String(SINGLE.userId) });
    expect(started).toMatchObject({ status: 303, location: '/meinifb' });
    const asJonas = await admin.get('/meinifb');
    expect(asJonas.html).toContain('Sie sind als <!-- -->Jonas<!-- --> angemeldet (Kontoübernahme).');
    // While acting as Jonas, the admin page is closed like for him.
    expect((await admin.get(PAGE)).status).toBe(403);

    const ended = await admin.post(PAGE, { intent: 'end' });
    expect(ended).toMatchObject({ status: 303, location: PAGE });
    const log = await admin.get(PAGE);
    expect(log.status).toBe(200);
    const rows = [...log.html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((row) => row.slice(2));
    expect(rows).toEqual([
      ['Ende', SITE_ADMIN.email, SINGLE.email],
      ['Beginn', SITE_ADMIN.email, SINGLE.email],
    ]);
    expect(log.html).toMatch(/<td>\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr<\/td>/);
  });
});
