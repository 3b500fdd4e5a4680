import { request } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATTERNS, pageAccessOf } from '../../../application/http/page-access';
import { startTestApp, type TestApp } from '../testing/test-app';
import { pagePatternOf } from './page-access-match';

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

/** A GET with the Host header a browser on that site would send (fetch may not set it). */
const get = (app: TestApp, path: string, host: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(app.baseUrl);
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body });
      });
    });
    req.on('error', reject);
    req.end();
  });

const locsOf = (xml: string): { loc: string; lastmod: string }[] => {
  const parsed = new XMLParser({ isArray: (name) => name === 'url' })  .parse(xml) as { urlset: { url: { loc: string; lastmod: string }[] } };
  return parsed.urlset.url;
};

/**
 * Public pages that are no page type for a search engine: a step of the visitor's own (cart,
 * booking, confirmation, login), a page read by a link of its own, a search result, the 404,
 * and a second address of a page the sitemap lists under its canonical one.
 */
const NOT_FOR_SEARCH_ENGINES: ReadonlySet<string> = new Set([
  '/*',
  '/rechtsprechung/:section/:slug',
  '/suche',
  '/seminare/warenkorb',
  '/seminare/warenkorb/checkout',
  '/seminare/warenkorb/checkout/bestaetigung',
  '/seminare/warenkorb/online-fax/:eventId',
  '/seminare/warenkorb/kostenrechner/:eventId',
  '/reservierung',
  '/reservierung/bestaetigung',
  '/warteliste',
  '/fachtagung/anmeldung',
  '/fachtagung/anmeldung/bestaetigung',
  '/fachtagung/:conference/buchung',
  '/fachtagung/:conference/buchung/bestaetigung',
  '/service/beratung/termin/:reference',
  '/personalisierter-schulungsplan/:token',
  '/manage/access-denied',
  '/kundenportal/login',
  '/kundenportal/login/:email',
  '/registrierung',
  '/registrierung/e-mail-pruefen',
  '/registrierung/bestaetigen',
  '/meinifb/einstellungen/e-mail-bestaetigen',
  '/meinifb/konto-geloescht',
  '/kundenportal/passwort-vergessen',
  '/kundenportal/passwort-zuruecksetzen',
  '/meinifb/gremium-beitreten',
  '/werbemittelshop-login',
  '/werbemittelshop-logout',
]);

describe('sitemap.xml and robots.txt', () => {
  let app: TestApp;
  let port: string;
  beforeAll(async () => {
    app = await startTestApp();
    port = new URL(app.baseUrl).port;
  });
  afterAll(() => app.close());

  it("the main host's sitemap lists its catalogue pages as absolute URLs with a lastmod day, and no knowledge content", async () => {
    const answer = await get(app, '/sitemap.xml', 'localhost');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/xml');
    const urls = locsOf(answer.body);
    const locs = urls.map((url) => url.loc);
    const origin = `http://localhost:${port}`;
    expect(locs).toContain(`${origin}/seminare`);
    expect(locs).toContain(`${origin}/seminare/veranstaltungen`);
    expect(locs).toContain(`${origin}/service/kontakt`);
    // The pages that are not catalogue data: training entitlement, election news, open positions.
    for (const path of ['/schulungsanspruch/br', '/schulungsanspruch/sbv', '/schulungsanspruch/jav', '/wahlseiten-news/archiv/', '/jobs-karriere/offene-stellen']) {
      expect(locs).toContain(`${origin}${path}`);
    }
    expect(locs.some((loc) => loc.startsWith(`${origin}/seminare/p/`))).toBe(true);
    expect(locs.some((loc) => loc.startsWith(`${origin}/seminare/r/`))).toBe(true);
    expect(locs.some((loc) => loc.startsWith(`${origin}/seminare/t/`))).toBe(true);
    expect(locs.some((loc) => /\/standorte\/[a-z0-9-]+-\d+$/.test(loc))).toBe(true);
    expect(locs.some((loc) => /\/standorte\/hotel\/[a-z0-9-]+-\d+$/.test(loc))).toBe(true);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    expect(locs.some((loc) => new URL(loc).pathname.startsWith('/fachartikel'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    // TEST_NOW is 2026-11-22 09:00 UTC: the catalogue's pages change daily.
    expect(urls.find((url) => url.loc === `${origin}/seminare`)?.lastmod).toBe('2026-11-22');
  });

  it("the works-council host's sitemap lists its content on its own host, with the publication day", async () => {
    const answer = await get(app, '/sitemap.xml', 'betriebsrat.localhost');
    expect(answer.status).toBe(200);
    const urls = locsOf(answer.body);
    const origin = `http://betriebsrat.localhost:${port}`;
    const locs = urls.map((url) => url.loc);
    for (const prefix of ['/fachartikel/', '/news/', '/br-magazin-interview/', '/gesetze/', '/betriebsratslexikon/br/', '/betriebsratslexikon/sbv/', '/rechtsprechung/urteil/', '/themen/']) {
      expect(locs.some((loc) => loc.startsWith(`${origin}${prefix}`)), prefix).toBe(true);
    }
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/chatbot', '/chatbot-sbv', '/faq', '/leitfaden', '/downloads', '/videos', '/mediathek/za-1001']));
    expect(paths.filter((path) => path.startsWith('/mediathek/'))).toHaveLength(4);
    expect(paths.some((path) => path.startsWith('/seminare') || path === '/service/kontakt')).toBe(false);
    expect(urls.every((url) => /^\d{4}-\d{2}-\d{2}$/.test(url.lastmod))).toBe(true);
    expect(urls.filter((url) => url.loc.includes('/news/')).every((url) => url.lastmod <= '2026-11-22')).toBe(true);
  });

  it('lists every public page type of the route table on one of the hosts, but for the pages that are a visitor\'s own step', async () => {
    const paths = (
      await Promise.all(['localhost', 'betriebsrat.localhost'].map(async (host) => locsOf((await get(app, '/sitemap.xml', host)).body)))
    ).flatMap((urls) => urls.map((url) => new URL(url.loc).pathname));
    const publicPages = PAGE_PATTERNS.filter((pattern) => pageAccessOf('GET', pattern)?.access === 'public' && !NOT_FOR_SEARCH_ENGINES.has(pattern));
    // Each URL counts for the one page it opens, by react-router's ranking (as the access gate matches it).
    const covered = new Set(paths.flatMap((path) => pagePatternOf(path) ?? []));
    const missing = publicPages.filter((pattern) => !covered.has(pattern));
    expect(missing).toEqual([]);
  });

  it('robots.txt keeps crawlers out of the admin, cache, API and portal paths and names the sitemap of its host', async () => {
    const answer = await get(app, '/robots.txt', 'betriebsrat.localhost');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/plain');
    const lines = answer.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/manage', '/cache', '/api', '/order-api', '/meinifb']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: http://betriebsrat.localhost:${port}/sitemap.xml`);
  });
});
