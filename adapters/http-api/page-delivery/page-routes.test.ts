import { describe, expect, it } from 'vitest';
import { startScriptsOf, startWhenOf } from '../../../ui/entry-server';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { serveBuiltPages } from './built-pages.testing';

const app = serveBuiltPages();

const page = async (path: string) => {
  const response = await fetch(`${app().baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

describe('server-rendered pages', () => {
  it('render the catalogue with its seminars in the HTML, in German, readable without JavaScript', async () => {
    const { status, html, headers } = await page('/seminare/veranstaltungen');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    // The sister site's origin as the server's configured hosts say (the header and the cross-site links use it).
    expect(html).toMatch(/<html lang="de" data-site="main" data-sister-origin="http:\/\/betriebsrat\.localhost:\d+">/);
    expect(html).toMatch(/<title>Seminare für Betriebsräte: [\d.]+ Termine \| ifb Seminare<\/title>/);
    expect(html).toContain('<link rel="canonical" href="');
    expect(html).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(html).toMatch(/Preis( ab)?<\/small><strong>[\d.]+,\d{2}\u00a0€/);
    expect(html).toContain('window.__staticRouterHydrationData');
    // Started on the visitor's first interaction (issue 28), with the chunks the entry imports preloaded beside it.
    expect(startWhenOf(html)).toBe('interaction');
    const start = startScriptsOf(html);
    expect(start.scripts).toEqual([expect.stringMatching(/^\/assets\/entry-client-[^"]+\.js$/)]);
    expect(start.preloads.length).toBeGreaterThan(0);
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
  });

  it("start the back office's scripts after the first paint: its frame has no header to mark hydration", async () => {
    const staff = new TestBrowser(() => app().baseUrl);
    await staff.login('admin@example.org', DEMO_PASSWORD);
    const answer = await staff.raw('main', '/manage', { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(startWhenOf(String(answer.body))).toBe('paint');
  });

  it('filter by the query string, as the search form sends it', async () => {
    const { html } = await page('/seminare/veranstaltungen?kind=online');
    expect(html).toContain('Online-Seminar');
    expect(html).not.toContain('>Präsenzseminar</span>');
  });

  it('answer an unknown path with a real 404 page that search engines do not index', async () => {
    const { status, html } = await page('/gibt-es-nicht');
    expect(status).toBe(404);
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('answer a bad filter with 400 and the German message', async () => {
    const { status, html } = await page('/seminare/veranstaltungen?from=2027-02-31');
    expect(status).toBe(400);
    expect(html).toContain('Dieses Datum gibt es nicht.');
  });

  it('keep unknown API paths JSON', async () => {
    const response = await fetch(`${app().baseUrl}/api/gibt-es-nicht`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('serve the built assets with long caching', async () => {
    const { html } = await page('/seminare/veranstaltungen');
    const [script = ''] = startScriptsOf(html).scripts;
    const response = await fetch(`${app().baseUrl}${script}`);
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(1000);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('render the home page with its search, leading to the event list', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toMatch(/<form [^>]*role="search"[^>]*action="\/seminare\/veranstaltungen"/);
    expect(html).toContain('§ 37 Abs. 6 BetrVG');
  });
});
