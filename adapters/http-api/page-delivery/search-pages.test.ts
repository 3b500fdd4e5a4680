import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serveBuiltPages } from './built-pages.testing';

const app = serveBuiltPages();

/** The main part of a page on a host (fetch may not set the Host header), markup comments removed. */
const mainOf = (path: string, host: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(app().baseUrl);
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const page = Buffer.concat(chunks).toString('utf8');
        resolve(page.slice(page.indexOf('<main'), page.indexOf('</main>')).replace(/<!-- -->/g, ''));
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('/suche', () => {
  it('lists each matching seminar once with its next dates, for a typo too', async () => {
    const main = await mainOf(`/suche?q=${encodeURIComponent('Wirtschaftsauschuss')}`, 'localhost');
    expect(main).toContain('Wirtschaftsausschuss kompakt');
    expect(main.match(/>Wirtschaftsausschuss kompakt</g)).toHaveLength(1);
    expect(main).toMatch(/\d+ Termine, die nächsten:/);
  });

  it('offers the closest words as links when nothing is found', async () => {
    const main = await mainOf(`/suche?q=${encodeURIComponent('Tarfvetrg')}`, 'localhost');
    expect(main).toContain('Keine Seminare zu „Tarfvetrg“ gefunden.');
    expect(main).toContain('Meinten Sie');
    expect(main).toContain(`href="/suche?q=Tarifvertrag"`);
  });

  it('puts articles, lexicon entries and laws before the seminars on the works-council site', async () => {
    const main = await mainOf(`/suche?q=${encodeURIComponent('§ 37 Abs. 6')}`, 'betriebsrat.localhost');
    const content = main.indexOf('Beiträge, Lexikon und Gesetze');
    expect(content).toBeGreaterThan(-1);
    expect(main.indexOf('id="treffer-seminare"')).toBeGreaterThan(content);
  });
});
