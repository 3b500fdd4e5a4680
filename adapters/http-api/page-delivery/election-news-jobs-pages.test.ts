import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { ContentPageWire } from '../../../application/content/content.codecs';
import { FormBrowser } from './form-browser.testing';
import { serveBuiltPages } from './built-pages.testing';


const app = serveBuiltPages();
const browser = () => new FormBrowser(() => app().baseUrl);

const mainOf = (html: string): string => html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<!-- -->/g, '');

const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);

/** A GET of a page on the works-council host (fetch may not set the Host header). */
const worksCouncilStatus = (path: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(app().baseUrl);
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `betriebsrat.localhost:${port}`, accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => {
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('election news pages', () => {
  it('the archive lists the election news newest first, paged, with the categories', async () => {
    const all = (await browser().json('/api/content/election-news?pageSize=100')).body as ContentPageWire;
    const first = await browser().get('/wahlseiten-news/archiv/');
    expect(first.status).toBe(200);
    const page = mainOf(first.html);
    expect(page).toContain('Wahl-News: Archiv');
    expect(page).toContain('href="/wahlseiten-news/kategorie/wahlverfahren"');
    expect(page).toContain(all.items[0]?.title);
    expect(page).not.toContain(all.items[6]?.title);
    expect(page).toContain('Seite 1 von 2');
    const second = await browser().get('/wahlseiten-news/archiv/?page=2');
    expect(second.status).toBe(200);
    expect(mainOf(second.html)).toContain(all.items[6]?.title);
  });

  it('a category shows its items only; an item opens on its own page', async () => {
    const category = await browser().get('/wahlseiten-news/kategorie/nach-der-wahl');
    expect(category.status).toBe(200);
    const page = mainOf(category.html);
    expect(page).toContain('Wahl-News: Nach der Wahl');
    expect(page).toContain('Wahlergebnis bekannt machen');
    expect(page).not.toContain('Listenwahl oder Mehrheitswahl?');
    expect(page).toContain('aria-current="page" href="/wahlseiten-news/kategorie/nach-der-wahl"');

    const item = await browser().get('/wahlseiten-news/wahlergebnis-bekannt-machen');
    expect(item.status).toBe(200);
    expect(mainOf(item.html)).toContain('Wahlergebnis bekannt machen');
  });

  it('an unknown category or item answers 404 in German, a bad page number 400 or 404, never 500', async () => {
    const unknown = await browser().get('/wahlseiten-news/kategorie/gibt-es-nicht');
    expect(unknown.status).toBe(404);
    expect(mainOf(unknown.html)).toContain('Diese Kategorie der Wahl-News gibt es nicht.');
    expect((await browser().get('/wahlseiten-news/gibt-es-nicht')).status).toBe(404);
    const malformed = await browser().get('/wahlseiten-news/archiv/?page=abc');
    expect(malformed.status).toBe(400);
    expect(mainOf(malformed.html)).toContain('Die Seitenzahl ist ungültig.');
    expect((await browser().get('/wahlseiten-news/archiv/?page=0')).status).toBe(400);
    const past = await browser().get('/wahlseiten-news/kategorie/wahlverfahren?page=9');
    expect(past.status).toBe(404);
    expect(mainOf(past.html)).toContain('Diese Seite gibt es nicht');
  });

  it('the election news and the jobs answer on the works-council host too', async () => {
    expect(await worksCouncilStatus('/wahlseiten-news/archiv/')).toBe(200);
    expect(await worksCouncilStatus('/jobs-karriere/offene-stellen')).toBe(200);
  });
});

describe('job pages', () => {
  it('the overview lists the open positions with place and employment; a category narrows it', async () => {
    const overview = await browser().get('/jobs-karriere/offene-stellen');
    expect(overview.status).toBe(200);
    const page = mainOf(overview.html);
    expect(page).toContain('Offene Stellen');
    expect(page).toContain('Seminarorganisator (m/w/d)');
    expect(page).toContain('Werkstudent Softwareentwicklung (m/w/d)');
    expect(page).toContain('Voll- oder Teilzeit');
    const it = await browser().get('/jobs-karriere/offene-stellen/it');
    expect(mainOf(it.html)).toContain('Werkstudent Softwareentwicklung (m/w/d)');
    expect(mainOf(it.html)).not.toContain('Seminarorganisator (m/w/d)');
  });

  it('an offer has its page with a complete JobPosting JSON-LD', async () => {
    const link = /href="(\/jobs-karriere\/offene-stellen\/redaktion\/\d+)"/.exec((await browser().get('/jobs-karriere/offene-stellen')).html)?.[1];
    expect(link).toBeDefined();
    const offer = await browser().get(link ?? '');
    expect(offer.status).toBe(200);
    expect(mainOf(offer.html)).toContain('Redakteur Wissensportal (m/w/d)');
    expect(mainOf(offer.html)).toContain('Bewerbung bis');
    const posting = jsonLdOf(offer.html).find((item) => item['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: 'Redakteur Wissensportal (m/w/d)',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      employmentType: ['PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'ifb Seminare' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'München', addressCountry: 'DE' } },
    });
    expect(String(posting?.description)).toContain('<h3>Ihre Aufgaben</h3>');
    expect(Date.parse(String(posting?.validThrough))).toBeGreaterThan(Date.parse(String(posting?.datePosted)));
  });

  it('an unknown category, a wrong id or an offer of another category answers 404 in German', async () => {
    const link = /href="\/jobs-karriere\/offene-stellen\/redaktion\/(\d+)"/.exec((await browser().get('/jobs-karriere/offene-stellen')).html)?.[1] ?? '';
    for (const path of ['/jobs-karriere/offene-stellen/gibt-es-nicht', '/jobs-karriere/offene-stellen/gibt-es-nicht/1']) {
      const answer = await browser().get(path);
      expect(answer.status, path).toBe(404);
      expect(mainOf(answer.html)).toContain('Diesen Bereich gibt es bei unseren offenen Stellen nicht.');
    }
    for (const path of ['/jobs-karriere/offene-stellen/redaktion/abc', '/jobs-karriere/offene-stellen/redaktion/999999', `/jobs-karriere/offene-stellen/it/${link}`]) {
      const answer = await browser().get(path);
      expect(answer.status, path).toBe(404);
      expect(mainOf(answer.html)).toContain('Diese Stelle ist nicht mehr ausgeschrieben.');
    }
  });
});
