import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEXICON_COLUMNS } from '../../../application/admin/lexicon-csv/lexicon-csv';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { TestBrowser } from '../session/testing/accounts-test-app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { loadPageRenderer } from './page-renderer';

/** These tests need the build (`npm run build`); `npm test` builds before it runs them. */
const dist = fileURLToPath(new URL('../../../dist', import.meta.url));
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const HEADER = `${LEXICON_COLUMNS.join(',')}\r\n`;

let app: TestApp;
let admin: TestBrowser;

const page = async (browser: TestBrowser): Promise<string> => {
  const answer = await browser.raw('main', '/manage/lexikon-csv', { headers: { accept: BROWSER_ACCEPT } });
  expect(answer.status).toBe(200);
  return String(answer.body);
};

const formToken = (html: string): string => /name="_xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The upload form as a browser without JavaScript sends it: multipart, the token in its field, no XSRF header. */
const upload = async (browser: TestBrowser, csv: string | null, token: string) => {
  const form = new FormData();
  form.set('_xsrf', token);
  if (csv !== null) form.set('datei', new Blob([csv], { type: 'text/csv' }), 'lexikon.csv');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return browser.raw('main', '/manage/lexikon-csv', {
    method: 'POST',
    body: await encoded.text(),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', accept: BROWSER_ACCEPT },
    xsrf: false,
  });
};

beforeAll(async () => {
  const pages = await loadPageRenderer(dist);
  if (!pages) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  app = await startTestApp({ pages });
  admin = new TestBrowser(() => app.baseUrl);
  await admin.login('admin@example.org', DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the lexicon import page (/manage/lexikon-csv)', () => {
  it('offers the upload form and the download to an admin’s browser', async () => {
    const html = await page(admin);
    expect(html).toContain('<title>Lexikon-Import | ifb Seminare</title>');
    const form = /<form[^>]*action="\/manage\/lexikon-csv"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('encType="multipart/form-data"');
    expect(form).toContain('method="post"');
    expect(html).toContain('<label for="lexicon-csv-file">CSV-Datei (UTF-8, mit Kopfzeile)</label>');
    expect(html).toContain('href="/manage/lexikon-csv?herunterladen=1"');
  });

  it('the download link and API callers still get the CSV', async () => {
    const link = await admin.raw('main', '/manage/lexikon-csv?herunterladen=1', { headers: { accept: BROWSER_ACCEPT } });
    expect(link.headers.get('content-type')).toContain('text/csv');
    expect(String(link.body).startsWith(LEXICON_COLUMNS.join(','))).toBe(true);
    expect((await admin.raw('main', '/manage/lexikon-csv')).headers.get('content-type')).toContain('text/csv');
  });

  it('shows every bad line of a broken file with its number, in German, with 400, and imports nothing', async () => {
    const csv = `${HEADER}br,neu-und-gut,Neu,Gut.,,,,\r\nbr,schlecht,,Ohne Begriff.,,,,\r\nxx,falsch,Falsch,Falsch.,,,,\r\n`;
    const answer = await upload(admin, csv, formToken(await page(admin)));
    expect(answer.status).toBe(400);
    const html = String(answer.body);
    expect(html).toContain('Es wurde nichts importiert.');
    expect(html).toContain('<li>Zeile 3, Spalte term: Bitte geben Sie den Begriff an.</li>');
    expect(html).toMatch(/<li>Zeile 4, Spalte section: [^<]+<\/li>/);
    expect(html.indexOf('Zeile 3')).toBeLessThan(html.indexOf('Zeile 4'));
    expect(String((await admin.raw('main', '/manage/lexikon-csv')).body)).not.toContain('neu-und-gut');
  });

  it('imports a good file and says how many entries were created', async () => {
    const csv = `${HEADER}br,seitenimport,Seitenimport,Über die Seite importiert.,,,,\r\n`;
    const answer = await upload(admin, csv, formToken(await page(admin)));
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('Import abgeschlossen: 1 Einträge neu angelegt, 0 aktualisiert.');
    expect(String((await admin.raw('main', '/manage/lexikon-csv')).body)).toContain('seitenimport');
  });

  it('asks for a file when none was chosen', async () => {
    const answer = await upload(admin, null, formToken(await page(admin)));
    expect(answer.status).toBe(400);
    expect(String(answer.body)).toContain('Bitte wählen Sie eine CSV-Datei aus.');
  });

  it('changes nothing when the form’s token is not the session’s', async () => {
    const csv = `${HEADER}br,xsrf-fremdimport,Fremdimport,Von fremder Seite.,,,,\r\n`;
    const answer = await upload(admin, csv, 'falsch');
    expect(answer.status).toBe(403);
    expect(String((await admin.raw('main', '/manage/lexikon-csv')).body)).not.toContain('xsrf-fremdimport');
  });

  it('refuses the upload of a customer before reading it', async () => {
    const user = new TestBrowser(() => app.baseUrl);
    await user.login('jonas.weber@example.org', DEMO_PASSWORD);
    const answer = await upload(user, `${HEADER}br,kundenimport-x,Kundenimport,Vom Kunden.,,,,\r\n`, formToken(await (async () => String((await user.raw('main', '/seminare', { headers: { accept: BROWSER_ACCEPT } })).body))()));
    expect(answer.status).toBe(403);
    expect(String((await admin.raw('main', '/manage/lexikon-csv')).body)).not.toContain('kundenimport-x');
  });
});

/** A plain urlencoded form post of a task page, as a browser without JavaScript sends it. */
const postTask = (browser: TestBrowser, path: string, fields: Record<string, string>) =>
  browser.raw('main', path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    xsrf: false,
  });

describe('the task pages of the admin area', () => {
  it('offer their forms to an admin’s browser; a customer is denied, an API GET stays 404', async () => {
    const user = new TestBrowser(() => app.baseUrl);
    await user.login('jonas.weber@example.org', DEMO_PASSWORD);
    for (const [path, heading] of [
      ['/manage/legislation', 'Gesetz importieren (XML)'],
      ['/manage/import-images', 'Bilder importieren'],
      ['/manage/clear-local-data', 'Lokale Daten leeren'],
    ] as const) {
      const answer = await admin.raw('main', path, { headers: { accept: BROWSER_ACCEPT } });
      expect(answer.status).toBe(200);
      expect(String(answer.body)).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[()]/g, '\\$&')}</h1>`));
      expect(String(answer.body)).toContain(`action="${path}"`);
      expect((await user.raw('main', path, { headers: { accept: BROWSER_ACCEPT } })).status).toBe(403);
      expect((await admin.raw('main', path, { headers: { accept: 'application/json' } })).status).toBe(404);
    }
  });

  it('a broken law file is refused with a German message and 400', async () => {
    const token = formToken(await page(admin));
    const form = new FormData();
    form.set('_xsrf', token);
    form.set('datei', new Blob(['<dokumente><kaputt>'], { type: 'application/xml' }), 'gesetz.xml');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const answer = await admin.raw('main', '/manage/legislation', {
      method: 'POST',
      body: await encoded.text(),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', accept: BROWSER_ACCEPT },
      xsrf: false,
    });
    expect(answer.status).toBe(400);
    expect(String(answer.body)).toMatch(/role="alert"/);
  });

  it('the image import names a folder that is not an absolute path in German, with 400', async () => {
    const answer = await postTask(admin, '/manage/import-images', { _xsrf: formToken(await page(admin)), directory: 'bilder' });
    expect(answer.status).toBe(400);
    expect(String(answer.body)).toMatch(/role="alert"[^>]*><p[^>]*>[^<]+<\/p>/);
  });

  it('clears this instance’s local data and says what it did', async () => {
    const answer = await postTask(admin, '/manage/clear-local-data', { _xsrf: formToken(await page(admin)) });
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toMatch(/Caches dieser Instanz geleert, \d+ temporäre Dateien gelöscht\./);
  });
});
