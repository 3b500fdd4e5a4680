import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { serveBuiltPages } from './built-pages.testing';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const GUARDED = ['/manage/pdf-analysis', '/manage/lexikon-csv', '/cache/list', '/obj-export/lexicon'];

const app = serveBuiltPages();
let user: TestBrowser;
let admin: TestBrowser;

const signedIn = async (email: string): Promise<TestBrowser> => {
  const browser = new TestBrowser(() => app().baseUrl);
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

const asPage = (browser: TestBrowser, path: string) => browser.raw('main', path, { headers: { accept: BROWSER_ACCEPT } });

const expectAccessDeniedPage = (answer: { status: number; headers: Headers; body: unknown }): void => {
  expect(answer.status).toBe(403);
  expect(answer.headers.get('content-type')).toContain('text/html');
  const html = String(answer.body);
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('<title>Zugriff verweigert | ifb Seminare</title>');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toMatch(/<h1[^>]*>Zugriff verweigert<\/h1>/);
  expect(html).toMatch(/<p[^>]*>Dieser Bereich ist Administratoren vorbehalten\.<\/p>/);
  expect(html).toContain('href="/seminare"');
};

beforeAll(async () => {
  user = await signedIn('jonas.weber@example.org');
  admin = await signedIn('admin@example.org');
}, 120_000);

describe('the access-denied page', () => {
  it('is a German HTML page with 403 that search engines do not index', async () => {
    expectAccessDeniedPage(await asPage(new TestBrowser(() => app().baseUrl), '/manage/access-denied'));
  });

  it('answers a browser of a user without admin rights on every guarded admin path, at the address asked for', async () => {
    for (const path of GUARDED) expectAccessDeniedPage(await asPage(user, path));
  });

  it("asks a visitor's browser to log in and come back to the admin path (spec §6)", async () => {
    const visitor = new TestBrowser(() => app().baseUrl);
    for (const path of GUARDED) {
      const answer = await visitor.raw('main', path, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`/kundenportal/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('leaves the API callers their JSON: 401 for a visitor, 403 for a user, also on the access-denied path', async () => {
    const visitor = new TestBrowser(() => app().baseUrl);
    expect(await visitor.raw('main', '/cache/list', { headers: { accept: 'application/json' } })).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
    expect(await user.raw('main', '/cache/list', { headers: { accept: 'application/json' } })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await visitor.raw('main', '/manage/access-denied', { headers: { accept: 'application/json' } })).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: 'Zugriff verweigert: Dieser Bereich ist Administratoren vorbehalten.' },
    });
  });

  it('never stands in for what an admin asked for', async () => {
    const answer = await asPage(admin, '/obj-export/lexicon');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).not.toContain('text/html');
  });
});
