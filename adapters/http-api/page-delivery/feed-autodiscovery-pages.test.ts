import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltPages } from './built-pages.testing';

const app = serveBuiltPages();
let port: string;
let origin: string;

beforeAll(() => {
  port = new URL(app().baseUrl).port;
  origin = `http://${WORKS_COUNCIL}:${port}`;
});

const WORKS_COUNCIL = 'betriebsrat.localhost';

/** A GET as a browser on the works-council host sends it (fetch may not set the Host header). */
const get = (path: string): Promise<{ status: number; body: string; type: string }> =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${WORKS_COUNCIL}:${port}`, accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] ?? '' });
      });
    });
    req.on('error', reject);
    req.end();
  });

const headOf = (html: string): string => html.slice(0, html.indexOf('</head>'));

describe('feed autodiscovery on the works-council host', () => {
  it.each([
    { page: '/themen/digitalisierung-und-datenschutz', feed: '/rss/themen/digitalisierung-und-datenschutz', atom: '/atom/themen/digitalisierung-und-datenschutz', label: 'zum Thema' },
    { page: '/tag/datenschutz', feed: '/rss/tag/datenschutz', atom: '/atom/tag/datenschutz', label: 'zum Schlagwort' },
  ])('$page announces its RSS and Atom feeds in the head and links the RSS feed visibly, and the feed answers', async ({ page, feed, atom, label }) => {
    const { status, body } = await get(page);
    expect(status).toBe(200);
    const head = headOf(body);
    expect(head).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="RSS-Feed ${label} [^"]+" href="${origin}${feed}">`));
    expect(head).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="Atom-Feed ${label} [^"]+" href="${origin}${atom}">`));
    expect(body).toMatch(new RegExp(`<a href="${feed}" type="application/rss\\+xml" aria-label="RSS-Feed ${label} [^"]+">RSS-Feed</a>`));
    const rss = await get(feed);
    expect(rss.status).toBe(200);
    expect(rss.type).toBe('application/rss+xml; charset=utf-8');
    expect(rss.body).toContain(`<atom:link href="${origin}${feed}" rel="self" type="application/rss+xml"/>`);
  });

  it('the home announces the site-wide /rss and /atom', async () => {
    const head = headOf((await get('/')).body);
    expect(head).toContain(`type="application/rss+xml" title="RSS-Feed mit News und Fachartikeln" href="${origin}/rss">`);
    expect(head).toContain(`type="application/atom+xml" title="Atom-Feed mit News und Fachartikeln" href="${origin}/atom">`);
  });
});
