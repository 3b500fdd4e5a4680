import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltPages } from './built-pages.testing';
import { startScriptsOf } from '../../../ui/entry-server';

const app = serveBuiltPages();
let port: string;

beforeAll(() => {
  port = new URL(app().baseUrl).port;
});

const WORKS_COUNCIL = 'betriebsrat.localhost';

/** A GET as a browser on the given host sends it (fetch may not set the Host header). */
const get = (path: string, host = 'localhost'): Promise<{ status: number; html: string; headers: Record<string, unknown> }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'text/html' } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, html, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('works-council site pages', () => {
  it('the home of the works-council host shows its newest articles, lexicon and laws, not the seminar home', async () => {
    const { status, html } = await get('/', WORKS_COUNCIL);
    expect(status).toBe(200);
    expect(html).toContain('data-site="works-council"');
    expect(html).toContain('<h1 id="wissen-titel"');
    expect(html).toContain('href="/betriebsratslexikon/br"');
    expect(html).toContain('href="/gesetze/betrvg"');
    expect(html).toContain(`<link rel="canonical" href="http://${WORKS_COUNCIL}:${port}/">`);
  });

  it('a news item is server-rendered with its text, canonical URL and NewsArticle JSON-LD', async () => {
    const list = await get('/news', WORKS_COUNCIL);
    const path = /href="(\/news\/[a-z0-9-]+)"/.exec(list.html)?.[1];
    expect(path).toBeDefined();
    const { status, html } = await get(path ?? '', WORKS_COUNCIL);
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="http://${WORKS_COUNCIL}:${port}${path ?? ''}">`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle' });
    expect(html).toMatch(/<time dateTime="[^"]+">\d{2}\.\d{2}\.\d{4}<\/time>/);
  });

  it('a law lists its norms with anchors the table of contents links to', async () => {
    const { status, html } = await get('/gesetze/betrvg', WORKS_COUNCIL);
    expect(status).toBe(200);
    expect(html).toContain('<title>Betriebsverfassungsgesetz (BetrVG) | ifb Seminare</title>');
    const anchors = [...html.matchAll(/<a href="#(p[0-9a-z-]+)">/g)].map((match) => match[1]);
    expect(anchors.length).toBeGreaterThan(3);
    for (const anchor of anchors) expect(html).toContain(`id="${anchor ?? ''}"`);
  });

  it('the lexicon index lists entries from A to Z under letter headings', async () => {
    const { status, html } = await get('/betriebsratslexikon/br', WORKS_COUNCIL);
    expect(status).toBe(200);
    const letters = [...html.matchAll(/<h2 id="buchstabe-([A-Z#])-titel">/g)].map((match) => match[1] ?? '');
    expect(letters.length).toBeGreaterThan(3);
    expect([...letters].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(letters);
    expect(html).toMatch(/href="\/betriebsratslexikon\/br\/[a-z0-9-]+"/);
  });

  it('unknown content, sections and tags answer 404; content pages answer 404 on the main host', async () => {
    expect((await get('/fachartikel/gibt-es-nicht', WORKS_COUNCIL)).status).toBe(404);
    expect((await get('/betriebsratslexikon/xyz', WORKS_COUNCIL)).status).toBe(404);
    expect((await get('/rechtsprechung/jav', WORKS_COUNCIL)).status).toBe(404);
    expect((await get('/tag/gibt-es-nicht', WORKS_COUNCIL)).status).toBe(404);
    expect((await get('/gesetze/betrvg')).status).toBe(404);
    expect((await get('/fachartikel')).status).toBe(404);
  });

  it('the contact page is on the main host only', async () => {
    const main = await get('/service/kontakt');
    expect(main.status).toBe(200);
    expect(main.html).toContain('<label for="kontakt-email">E-Mail</label>');
    expect((await get('/service/kontakt', WORKS_COUNCIL)).status).toBe(404);
  });

  it('the legal pages are on both hosts, linked from the footer', async () => {
    for (const host of ['localhost', WORKS_COUNCIL]) {
      const { status, html } = await get('/impressum', host);
      expect(status).toBe(200);
      expect(html).toContain('<h1');
      for (const path of ['/impressum', '/datenschutz', '/agb', '/barrierefreiheit']) expect(html).toContain(`href="${path}"`);
    }
  });

  it("a lazily loaded page preloads its chunk and links the site's one stylesheet, so it is styled before any script runs", async () => {
    const { html } = await get('/impressum');
    expect(startScriptsOf(html).preloads).toContainEqual(expect.stringMatching(/^\/assets\/LegalPage-[^"]+\.js$/));
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/style-[^"]+\.css">/);
  });
});

describe('shared modules', () => {
  it('/shared-modules/footer is the footer alone, with absolute links and the stylesheet, embeddable anywhere', async () => {
    const { status, html, headers } = await get('/shared-modules/footer');
    expect(status).toBe(200);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(html).toMatch(new RegExp(`^<link rel="stylesheet" href="http://localhost:${port}/assets/[^"]+\\.css">`));
    expect(html).toContain('<footer');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<html');
    expect(html).toContain(`href="http://localhost:${port}/impressum"`);
    expect(html).not.toMatch(/href="\/[^/]/);
  });

  it('/shared-modules/nav is the header alone', async () => {
    const { status, html } = await get('/shared-modules/nav', WORKS_COUNCIL);
    expect(status).toBe(200);
    expect(html).toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toMatch(/href="\/[^/]/);
  });
});
