import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { serveBuiltPages } from './built-pages.testing';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const PATH = '/manage/audit-log';

const app = serveBuiltPages();
let admin: TestBrowser;
let user: TestBrowser;

const signedIn = async (email: string): Promise<TestBrowser> => {
  const browser = new TestBrowser(() => app().baseUrl);
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

const asPage = (browser: TestBrowser, path: string) => browser.raw('main', path, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });

const page = async (path: string, status = 200): Promise<string> => {
  const answer = await asPage(admin, path);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toContain('text/html');
  return String(answer.body);
};

/** The rows of the entries table (the header row left out). */
const bodyRows = (html: string): string[] => [.../<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1]?.matchAll(/<tr>/g) ?? []].map((match) => match[0]);

beforeAll(async () => {
  admin = await signedIn('admin@example.org');
  user = await signedIn('jonas.weber@example.org');
  // 51 admin actions: one more than a page holds (AUDIT_PAGE_SIZE 50).
  for (let index = 0; index < 50; index += 1) expect((await admin.post('/cache/clear/catalogue-listings')).ok).toBe(true);
  expect((await admin.post('/manage/api-tokens', { name: 'nightly-export' })).ok).toBe(true);
}, 120_000);

describe('the audit-log page (/manage/audit-log) for site admins', () => {
  it('shows the newest entries first in a German table, in Berlin time, with a link to the next page', async () => {
    const html = await page(PATH);
    expect(html).toContain('<title>Protokoll der Admin-Aktionen | ifb Seminare</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<h1[^>]*>Protokoll der Admin-Aktionen<\/h1>/);
    expect(html).toContain('51 Einträge; sie werden 365 Tage aufbewahrt.');
    for (const column of ['Zeitpunkt', 'Aktion', 'Admin', 'Ziel / Details', 'Herkunft', 'Zugang']) expect(html).toContain(`<th scope="col">${column}</th>`);
    expect(bodyRows(html)).toHaveLength(50);
    // The test clock stands at 09:00 UTC on 22 November: 10:00 in Berlin.
    expect(html).toContain('<time dateTime="2026-11-22T10:00:00+01:00">22.11.2026 10:00</time>');
    expect(html).toMatch(/<td>API-Token erstellt<\/td><td>admin@example\.org<\/td><td>nightly-export/);
    expect(html).toContain('<td>Cache geleert</td>');
    expect(html).toContain('<td>Anmeldung</td>');
    expect(html).toContain('Seite 1 von 2');
    expect(html).toContain(`href="${PATH}?seite=2"`);
    expect(html).not.toContain('Vorherige Seite');
  });

  it('pages on with the filter kept, and filters by action and days with a plain GET form', async () => {
    const second = await page(`${PATH}?seite=2`);
    expect(bodyRows(second)).toHaveLength(1);
    expect(second).toContain(`href="${PATH}?seite=1"`);
    expect(second).toContain('Vorherige Seite');

    const form = await page(PATH);
    expect(form).toMatch(/<form [^>]*action="\/manage\/audit-log" method="get">/);
    expect(form).toContain('<option value="token.create">API-Token erstellt</option>');

    // What the form sends without JavaScript: the empty fields too.
    const tokens = await page(`${PATH}?aktion=token.create&von=2026-11-22&bis=`);
    expect(bodyRows(tokens)).toHaveLength(1);
    expect(tokens).toContain('1 Eintrag;');
    expect(tokens).toMatch(/<option value="token.create" selected="">/);
    expect(tokens).toContain('value="2026-11-22"');
  });

  it('says so when nothing matches', async () => {
    const html = await page(`${PATH}?von=2000-01-01&bis=2000-12-31`);
    expect(html).toContain('Für diesen Filter gibt es keine Einträge.');
    expect(html).not.toContain('<table');
  });

  it('answers a wrong filter with 400 and a German message, the values kept in the form', async () => {
    const html = await page(`${PATH}?aktion=kaffee&von=2026-02-30&bis=2026-11-22`, 400);
    expect(html).toContain('Der Filter enthält ungültige Angaben. Bitte korrigieren Sie ihn.');
    expect(html).toContain('Von: Dieses Datum gibt es nicht.');
    expect(html).toContain('Aktion: ');
    expect(html).toContain('value="2026-02-30"');
    expect(html).toContain('value="2026-11-22"');
    expect(html).not.toContain('<table');

    const swapped = await page(`${PATH}?von=2026-11-22&bis=2026-11-01`, 400);
    expect(swapped).toContain('Bis: Das Bis-Datum darf nicht vor dem Von-Datum liegen.');
    expect(swapped).toContain('value="2026-11-01"');
  });

  it('writes the details in German words', async () => {
    const html = await page(`${PATH}?aktion=cache.clear`);
    expect(html).toMatch(/an alle Instanzen gemeldet: (ja|nein)/);
    expect(html).not.toContain('broadcast:');
  });

  it('asks a visitor to log in and shows a user without admin rights the access-denied page with 403', async () => {
    const visitor = await asPage(new TestBrowser(() => app().baseUrl), PATH);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/kundenportal/login?redirect=${encodeURIComponent(PATH)}`);
    const denied = await asPage(user, PATH);
    expect(denied.status).toBe(403);
    expect(String(denied.body)).toMatch(/<h1[^>]*>Zugriff verweigert<\/h1>/);
    expect(String(denied.body)).not.toContain('Protokoll der Admin-Aktionen');
  });

  it('is linked from the navigation of the other admin pages', async () => {
    for (const path of ['/cache/list', '/manage/pdf-analysis', '/manage/lexikon-csv']) expect(await page(path)).toContain(`<a href="${PATH}">Protokoll</a>`);
    expect(await page(PATH)).toContain(`<a href="${PATH}" aria-current="page">Protokoll</a>`);
  });

  it('leaves the API its JSON', async () => {
    const answer = await admin.get(`${PATH}?aktion=token.create`);
    expect(answer).toMatchObject({ ok: true, body: { total: 1 } });
  });
});
