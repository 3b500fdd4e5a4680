import { request } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { serveBuiltPages } from './built-pages.testing';
import { pagePatternOf } from './page-access-match';

const app = serveBuiltPages();

/** A GET on a host (fetch may not set the Host header): the status and the body. */
const get = (path: string, host: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(app().baseUrl);
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('the sitemaps', () => {
  it('list only pages that open: one URL of every page type on each host answers 200', async () => {
    for (const host of ['localhost', 'betriebsrat.localhost']) {
      const xml = (await get('/sitemap.xml', host)).body;
      const paths = (new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as { urlset: { url: { loc: string }[] } }).urlset.url.map(
        ({ loc }) => new URL(loc).pathname,
      );
      // The first URL of each pattern (a long list of one type, such as the lexicon, is checked once).
      const samples = new Map<string, string>();
      for (const path of paths) {
        const pattern = pagePatternOf(path) ?? path;
        if (!samples.has(pattern)) samples.set(pattern, path);
      }
      expect(samples.size).toBeGreaterThan(10);
      for (const path of samples.values()) expect([host, path, (await get(path, host)).status]).toEqual([host, path, 200]);
    }
  }, 120_000);
});
