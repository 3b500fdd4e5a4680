import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

let app: TestApp;
let admin: TestBrowser;
let user: TestBrowser;

const signedIn = async (email: string): Promise<TestBrowser> => {
  const browser = new TestBrowser(() => app.baseUrl);
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

const cachePage = async (browser: TestBrowser, path = '/cache/list'): Promise<string> => {
  const answer = await browser.raw('main', path, { headers: { accept: BROWSER_ACCEPT } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/html');
  return String(answer.body);
};

/** The hidden XSRF field of the page's plain forms, as a browser without JavaScript sends it back. */
const formToken = (html: string): string => /name="_xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** A plain form post without JavaScript: no XSRF header, only the field; redirects are not followed. */
const postForm = (browser: TestBrowser, path: string, token: string) =>
  browser.raw('main', path, {
    method: 'POST',
    body: new URLSearchParams({ _xsrf: token }).toString(),
    headers: { 'content-type': FORM, accept: BROWSER_ACCEPT },
    xsrf: false,
    redirect: 'manual',
  });

beforeAll(async () => {
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
  admin = await signedIn('admin@example.org');
  user = await signedIn('jonas.weber@example.org');
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the cache page (/cache/list) for site admins', () => {
  it('lists every cache of the cache admin port with its entries and German hit rate', async () => {
    const api = await admin.get('/cache/list');
    expect(api.ok).toBe(true);
    const { caches } = (api as { body: { caches: { name: string }[] } }).body;
    expect(caches.length).toBeGreaterThan(0);
    const html = await cachePage(admin);
    expect(html).toContain('<title>Caches | ifb Seminare</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<h1[^>]*>Caches<\/h1>/);
    for (const { name } of caches) {
      expect(html).toContain(`<th scope="row">${name}</th>`);
      expect(html).toContain(`action="/cache/clear/${name}"`);
    }
    expect(html).toMatch(/noch keine Abfrage|\d+(,\d)?\s%/);
    expect(html).toContain('action="/cache/clear-all"');
  });

  it('clears one cache from a plain form post and goes back to the list, which says so', async () => {
    const html = await cachePage(admin);
    const name = /<th scope="row">([a-z0-9-]+)<\/th>/.exec(html)?.[1] ?? '';
    const answer = await postForm(admin, `/cache/clear/${name}`, formToken(html));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/cache/list?geleert=${name}`);
    expect(await cachePage(admin, `/cache/list?geleert=${name}`)).toContain(`Der Cache „${name}“ wurde geleert.`);
  });

  it('clears all caches from a plain form post', async () => {
    const answer = await postForm(admin, '/cache/clear-all', formToken(await cachePage(admin)));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/cache/list?geleert=alle');
    expect(await cachePage(admin, '/cache/list?geleert=alle')).toContain('Alle Caches wurden geleert.');
  });

  it('says nothing about a cache that does not exist', async () => {
    expect(await cachePage(admin, '/cache/list?geleert=gibt-es-nicht')).not.toContain('wurde geleert');
  });

  it('refuses a form post without the XSRF field and clears nothing', async () => {
    const answer = await postForm(admin, '/cache/clear-all', '');
    expect(answer.status).toBe(403);
  });

  it('keeps the JSON API for callers that ask for JSON', async () => {
    const answer = await admin.raw('main', '/cache/list', { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ caches: expect.any(Array) as unknown });
    expect(await admin.post('/cache/clear-all')).toMatchObject({ ok: true, body: { cleared: expect.any(Array) as unknown } });
  });

  it('a customer gets the access-denied page, a visitor the login, and neither can clear by form', async () => {
    const denied = await user.raw('main', '/cache/list', { headers: { accept: BROWSER_ACCEPT } });
    expect(denied.status).toBe(403);
    expect(String(denied.body)).toMatch(/<h1[^>]*>Zugriff verweigert<\/h1>/);
    const visitor = new TestBrowser(() => app.baseUrl);
    const login = await visitor.raw('main', '/cache/list', { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/kundenportal/login?redirect=%2Fcache%2Flist');
    expect((await postForm(user, '/cache/clear-all', '')).status).toBe(403);
  });
});

describe('the PDF report page (/manage/pdf-analysis)', () => {
  it('shows an admin the same report as the API, in German', async () => {
    const api = await admin.get('/manage/pdf-analysis');
    expect(api.ok).toBe(true);
    const report = (api as { body: { directory: string; summary: { total: number }; documents: { file: string }[]; missing: string[] } }).body;
    const answer = await admin.raw('main', '/manage/pdf-analysis', { headers: { accept: BROWSER_ACCEPT } });
    expect(answer.status).toBe(200);
    const html = String(answer.body);
    expect(html).toContain('<title>PDF-Analyse | ifb Seminare</title>');
    expect(html).toMatch(new RegExp(`<p[^>]*>${String(report.summary.total)}(<!-- -->)? PDF-Dateien im Download-Bereich`));
    // Staff learn what the documents hold, not where the server keeps them.
    expect(report.directory).not.toBe('');
    expect(html).not.toContain(report.directory);
    for (const { file } of report.documents) expect(html).toContain(`<th scope="row">${file}</th>`);
    for (const file of report.missing) expect(html).toContain(`<li>${file}</li>`);
  });

  it('keeps the JSON for API callers and denies a customer', async () => {
    expect((await admin.raw('main', '/manage/pdf-analysis', { headers: { accept: 'application/json' } })).body).toMatchObject({ summary: expect.any(Object) as unknown });
    expect((await user.raw('main', '/manage/pdf-analysis', { headers: { accept: BROWSER_ACCEPT } })).status).toBe(403);
  });
});
