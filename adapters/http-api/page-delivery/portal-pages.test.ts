import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/calendar/calendar';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { placeTestOrder, soonestEvents } from '../routes/portal-test-bookings';
import { GREMIUM_ADMIN, MEMBER, SINGLE } from '../routes/portal-test-users';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { serveBuiltPages } from './built-pages.testing';

const HTML = { accept: 'text/html' };

const app = serveBuiltPages();
let event = { eventId: 0, title: '', startDate: '', location: '' };

const signedIn = async (email: string): Promise<TestBrowser> => {
  const browser = new TestBrowser(() => app().baseUrl);
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

const page = async (browser: TestBrowser, path: string) => {
  const url = `${app().baseUrl}${path}`;
  const cookie = browser.jar.cookieHeader(url);
  const response = await fetch(url, { redirect: 'manual', headers: { ...HTML, ...(cookie === undefined ? {} : { cookie }) } });
  const html = await response.text();
  // The page's own content, without the header's navigation (which names seminars too).
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return { status: response.status, location: response.headers.get('location'), html, main };
};

beforeAll(async () => {
  const [first] = await soonestEvents(app().database.db);
  if (first === undefined) throw new Error('no events in the demo data');
  await placeTestOrder(app().database.db, { userId: MEMBER.userId, gremiumId: 1, eventId: first.eventId, participants: [{ firstname: 'Ahmet', email: MEMBER.email }] });
  const answer = await (await signedIn(MEMBER.email)).get('/api-meinifb/get-user-future-events');
  if (!answer.ok) throw new Error('future events not readable');
  [event] = answer.body as [typeof event];
}, 120_000);

describe('the customer portal pages', () => {
  it.each(['/kundenportal/meinifb', '/meinifb', '/meinifb/meinifbv2', '/meinifb/einstellungen', '/meinifb/gremium-mitglieder', '/meinifb/gremium-buchungen'])(
    'send a visitor of %s to the login, which brings them back',
    async (path) => {
      const answer = await page(new TestBrowser(() => app().baseUrl), path);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('show Mein Bereich with the greeting, the next seminars (date, title, place) and the Gremium links, not indexed', async () => {
    const { status, html, main } = await page(await signedIn(MEMBER.email), '/kundenportal/meinifb');
    expect(status).toBe(200);
    expect(main).toMatch(/<h1[^>]*>Mein Bereich<\/h1>/);
    expect(main).toContain('Hallo <!-- -->Ahmet');
    expect(main).toContain(event.title.replaceAll('&', '&amp;'));
    expect(main).toContain(event.location.replaceAll('&', '&amp;'));
    expect(main).toContain(formatDate(Temporal.Instant.from(event.startDate)));
    expect(html).toContain('Besuchte Seminare (0)');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('href="/meinifb/merkliste"');
    expect(html).toContain('href="/meinifb/einstellungen"');
    expect(html).toContain('href="/meinifb/gremium-mitglieder"');
  });

  it('show a user outside any Gremium no Gremium links and no seminars of others', async () => {
    const { status, main } = await page(await signedIn(SINGLE.email), '/meinifb');
    expect(status).toBe(200);
    expect(main).toContain('Sie haben zurzeit keine kommenden Seminare gebucht.');
    expect(main).not.toContain(event.title.replaceAll('&', '&amp;'));
    expect(main).not.toContain('href="/meinifb/gremium-mitglieder"');
  });

  it('answer a user outside any Gremium 403 with the German message on the Gremium pages', async () => {
    const single = await signedIn(SINGLE.email);
    for (const path of ['/meinifb/gremium-mitglieder', '/meinifb/gremium-buchungen']) {
      const { status, html } = await page(single, path);
      expect(status).toBe(403);
      expect(html).toContain('Diese Seite ist nur für Mitglieder eines Gremiums.');
    }
  });

  it('show a Gremium its members and its bookings', async () => {
    const admin = await signedIn(GREMIUM_ADMIN.email);
    const members = await page(admin, '/meinifb/gremium-mitglieder');
    expect(members.status).toBe(200);
    expect(members.html).toContain('Ahmet');
    expect(members.html).toContain('Administration');
    const bookings = await page(admin, '/meinifb/gremium-buchungen');
    expect(bookings.status).toBe(200);
    expect(bookings.main).toContain(event.title.replaceAll('&', '&amp;'));
  });

  it('show the settings form filled with the personal data and the lists from the API', async () => {
    const { status, html } = await page(await signedIn(MEMBER.email), '/meinifb/einstellungen');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Einstellungen<\/h1>/);
    expect(html).toContain(MEMBER.email);
    expect(html).toContain('value="Ahmet"');
    expect(html).toMatch(/<option value="DE"[^>]*>Deutschland<\/option>/);
    expect(html).toContain('<option value="Herr"');
  });
});
