import { readFile } from 'node:fs/promises';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../application/admin/csv/csv';
import { DEMO_PASSWORD } from '../../db/demo-data/people';
import { startAccountsTestApp, type AccountsTestApp, type TestBrowser } from '../session/testing/accounts-test-app';

const ADMIN = 'admin@example.org';
const GREMIUM_ADMIN = 'sabine.keller@example.com';
const USER = 'jonas.weber@example.org';

const ACCESS_DENIED = { error: 'forbidden', message: 'Zugriff verweigert: Dieser Bereich ist Administratoren vorbehalten.' };
const LOGIN_REQUIRED = { error: 'unauthenticated', message: 'Bitte melden Sie sich als Administrator an.' };
const TOKEN_INVALID = { error: 'unauthenticated', message: 'Das API-Token ist ungültig, abgelaufen oder widerrufen.' };

let app: AccountsTestApp;
let admin: TestBrowser;

const loggedIn = async (email: string): Promise<TestBrowser> => {
  const browser = app.browser();
  await browser.login(email, DEMO_PASSWORD);
  return browser;
};

/** A call as a script makes it: a bearer token, no cookie, no XSRF header. */
const withToken = async (token: string, path: string, init: { method?: string; body?: string; contentType?: string } = {}) => {
  const response = await fetch(`${app.urlOf('main')}${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: { authorization: `Bearer ${token}`, ...(init.contentType === undefined ? {} : { 'content-type': init.contentType }) },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body };
};

const createToken = async (name = 'test'): Promise<{ tokenId: number; token: string }> => {
  const answer = await admin.post('/manage/api-tokens', { name });
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.body as { tokenId: number; token: string };
};

beforeAll(async () => {
  app = await startAccountsTestApp();
  admin = await loggedIn(ADMIN);
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the admin guard', () => {
  it('answers 401 to a visitor and 403 to users who are no site admins, on every admin route', async () => {
    const visitor = app.browser();
    const user = await loggedIn(USER);
    const gremiumAdmin = await loggedIn(GREMIUM_ADMIN);
    for (const path of ['/cache/list', '/obj-export/lexicon', '/manage/lexikon-csv', '/manage/pdf-analysis', '/manage/api-tokens']) {
      expect(await visitor.raw('main', path)).toMatchObject({ status: 401, body: LOGIN_REQUIRED });
      expect(await user.raw('main', path)).toMatchObject({ status: 403, body: ACCESS_DENIED });
      expect(await gremiumAdmin.raw('main', path)).toMatchObject({ status: 403, body: ACCESS_DENIED });
    }
    expect(await user.post('/cache/clear-all')).toMatchObject({ ok: false, status: 403, body: ACCESS_DENIED });
  });

  it('checks before the body is read: a user cannot make the server parse an upload', async () => {
    const user = await loggedIn(USER);
    const answer = await user.raw('main', '/manage/lexikon-csv', { method: 'POST', body: 'x'.repeat(1024 * 1024), headers: { 'content-type': 'text/csv' } });
    expect(answer).toMatchObject({ status: 403, body: ACCESS_DENIED });
  });

  it('has the access-denied route, for everyone', async () => {
    expect(await app.browser().raw('main', '/manage/access-denied')).toMatchObject({ status: 403, body: ACCESS_DENIED });
  });

  it('still wants the XSRF token from a session', async () => {
    const answer = await admin.raw('main', '/cache/clear-all', { method: 'POST', xsrf: false });
    expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.' } });
  });
});

describe('API tokens', () => {
  it('are made by an admin, shown once, and open the admin routes without cookie or XSRF token', async () => {
    const { token, tokenId } = await createToken('nightly-export');
    expect(token).toMatch(/^ifb_[\w-]{43}$/);
    expect(await withToken(token, '/cache/clear-all', { method: 'POST' })).toMatchObject({ status: 200, body: { broadcast: true } });
    const list = await admin.get('/manage/api-tokens');
    expect(list).toMatchObject({ ok: true, body: { tokens: expect.arrayContaining([expect.objectContaining({ tokenId, name: 'nightly-export' })]) as unknown } });
    expect(JSON.stringify(list)).not.toContain(token);
  });

  it('stop working once revoked; unknown, malformed and missing tokens are 401', async () => {
    const { token, tokenId } = await createToken();
    expect(await admin.call({ method: 'DELETE', path: `/manage/api-tokens/${tokenId}` })).toEqual({ ok: true, body: { revoked: true } });
    expect(await withToken(token, '/cache/list')).toMatchObject({ status: 401, body: TOKEN_INVALID });
    expect(await withToken('ifb_' + 'a'.repeat(43), '/cache/list')).toMatchObject({ status: 401, body: TOKEN_INVALID });
    expect(await withToken('kein-token', '/cache/list')).toMatchObject({ status: 401, body: TOKEN_INVALID });
    expect(await admin.call({ method: 'DELETE', path: `/manage/api-tokens/${tokenId}` })).toMatchObject({ ok: false, status: 404 });
    expect(await admin.call({ method: 'DELETE', path: '/manage/api-tokens/abc' })).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { tokenId: 'Bitte geben Sie eine gültige Token-Nummer an.' } },
    });
  });

  it('need a name and a lifetime of 1 to 365 days', async () => {
    expect(await admin.post('/manage/api-tokens', { expiresInDays: 400 })).toMatchObject({
      ok: false,
      status: 400,
      body: {
        fieldErrors: {
          name: 'Bitte geben Sie dem API-Token einen Namen (1 bis 100 Zeichen).',
          expiresInDays: 'Die Gültigkeit muss 1 bis 365 Tage betragen.',
        },
      },
    });
  });
});

describe('GET /obj-export/{kind}', () => {
  it('streams a JSON array by default, NDJSON or CSV when asked', async () => {
    const array = await admin.raw('main', '/obj-export/lexicon');
    expect(array.status).toBe(200);
    expect(array.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const items = array.body as { kind: string; slug: string; publishedAt: string | null }[];
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((item) => item.kind === 'lexicon')).toBe(true);

    const ndjson = await admin.raw('main', '/obj-export/lexicon?format=ndjson');
    expect(ndjson.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const lines = (ndjson.body as string).trimEnd().split('\n').map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual(items);

    const csv = await admin.raw('main', '/obj-export/lexicon?format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    const records = parseCsv(csv.body as string);
    if (E.isLeft(records)) throw new Error(records.left.message);
    const [header, ...rows] = records.right.map((record) => record.fields);
    expect(header).toEqual(Object.keys(items[0] ?? {}));
    expect(rows.map((row) => row[(header ?? []).indexOf('slug')])).toEqual(items.map((item) => item.slug));
  });

  it('answers an empty array for an export without objects', async () => {
    const answer = await admin.raw('main', '/obj-export/za-videos');
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
  });

  it('refuses an unknown export or format with the choices', async () => {
    expect(await admin.raw('main', '/obj-export/rezepte')).toMatchObject({
      status: 400,
      body: { fieldErrors: { kind: 'Diesen Export gibt es nicht. Möglich sind: leitfaden, lexicon, jurisdictions, downloads, articles, faq, za-videos, youtube.' } },
    });
    expect(await admin.raw('main', '/obj-export/faq?format=xml')).toMatchObject({
      status: 400,
      body: { fieldErrors: { format: 'Bitte wählen Sie das Format json, ndjson oder csv.' } },
    });
  });
});

describe('GET /download/filter-data', () => {
  it('gives everyone the file kinds, topics and tags of the downloads with their counts', async () => {
    const answer = await app.browser().get('/download/filter-data');
    expect(answer).toMatchObject({ ok: true, body: { total: expect.any(Number) as unknown, fileKinds: expect.arrayContaining([{ value: 'pdf', count: 2 }]) as unknown } });
  });
});

describe('/manage/lexikon-csv', () => {
  const HEADER = 'section,slug,term,definition,body,relatedSlugs,topicSlug,tags\r\n';

  it('exports CSV for a spreadsheet', async () => {
    const answer = await admin.raw('main', '/manage/lexikon-csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="lexikon.csv"');
    expect((answer.body as string).startsWith(HEADER)).toBe(true);
  });

  it('imports a new entry, and the export then has it', async () => {
    const csv = `${HEADER}jav,ausbildungsvertrag,Ausbildungsvertrag,Der Vertrag über die Berufsausbildung.,"## Inhalt\r\n\r\n* Dauer\r\n* Vergütung",,,\r\n`;
    const answer = await admin.raw('main', '/manage/lexikon-csv', { method: 'POST', body: csv, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    expect(answer).toMatchObject({ status: 200, body: { created: 1, updated: 0 } });
    const exported = (await admin.raw('main', '/manage/lexikon-csv')).body as string;
    expect(exported).toContain('jav,ausbildungsvertrag,Ausbildungsvertrag,Der Vertrag über die Berufsausbildung.,"## Inhalt\n\n* Dauer\n* Vergütung",,,\r\n');
  });

  it('imports nothing when one row is bad, and names its line', async () => {
    const csv = `${HEADER}br,neu-und-gut,Neu,Gut.,,,,\r\nbr,schlecht,,Ohne Begriff.,,,,\r\n`;
    const answer = await admin.raw('main', '/manage/lexikon-csv', { method: 'POST', body: csv, headers: { 'content-type': 'text/csv' } });
    expect(answer).toEqual({
      status: 400,
      headers: expect.anything() as unknown,
      body: {
        error: 'invalid',
        message: 'Die CSV-Datei enthält einen Fehler. Es wurde nichts importiert.',
        fieldErrors: { 'Zeile 3, Spalte term': 'Bitte geben Sie den Begriff an.' },
      },
    });
    expect((await admin.raw('main', '/manage/lexikon-csv')).body).not.toContain('neu-und-gut');
  });

  it('wants the file as text/csv', async () => {
    const message = 'Bitte senden Sie die CSV-Datei als Text (Content-Type text/csv).';
    expect(await admin.post('/manage/lexikon-csv', { csv: 'a,b' })).toMatchObject({ ok: false, status: 400, body: { message } });
    expect(await admin.raw('main', '/manage/lexikon-csv', { method: 'POST', body: '  ', headers: { 'content-type': 'text/csv' } })).toMatchObject({ status: 400, body: { message } });
  });
});

describe('POST /manage/legislation', () => {
  it('imports a law from the XML of gesetze-im-internet.de', async () => {
    const xml = await readFile(new URL('../../admin/fixtures/betrvg-auszug.xml', import.meta.url), 'utf8');
    const answer = await admin.raw('main', '/manage/legislation', { method: 'POST', body: xml, headers: { 'content-type': 'application/xml' } });
    expect(answer).toMatchObject({ status: 200, body: { abbreviation: 'BetrVG', title: 'Betriebsverfassungsgesetz', norms: 2 } });
  });

  it('answers 400 with line and column to malformed XML', async () => {
    const answer = await admin.raw('main', '/manage/legislation', { method: 'POST', body: '<dokumente><norm></dokumente>', headers: { 'content-type': 'text/xml' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Die XML-Datei ist fehlerhaft. Es wurde nichts importiert.', fieldErrors: { xml: expect.stringMatching(/^Die XML-Datei ist nicht wohlgeformt \(Zeile 1, Spalte \d+\)/) as unknown } },
    });
  });
});

describe('images, PDF report, local data', () => {
  it('wants an absolute folder for the image import, and a small JSON body', async () => {
    expect(await admin.post('/manage/import-images', { directory: 'bilder' })).toMatchObject({
      ok: false,
      status: 400,
      body: { fieldErrors: { directory: 'Bitte geben Sie den Ordner auf dem Server als absoluten Pfad an (z. B. /srv/bilder).' } },
    });
    expect(await admin.post('/manage/import-images', { directory: `/${'x'.repeat(300 * 1024)}` })).toMatchObject({ ok: false, status: 413 });
  });

  it('reports the PDFs of the downloads that have no file in the documents folder', async () => {
    const answer = await admin.get('/manage/pdf-analysis');
    expect(answer).toMatchObject({
      ok: true,
      body: { documents: [], summary: { total: 0, broken: 0 }, missing: expect.arrayContaining(['checkliste-anhoerung-kuendigung.pdf']) as unknown },
    });
  });

  it('clears every local cache and the temporary files', async () => {
    const list = await admin.get('/cache/list');
    const names = list.ok ? (list.body as { caches: { name: string }[] }).caches.map((cache) => cache.name) : [];
    expect(names).toContain('catalogue-listings');
    expect(await admin.post('/manage/clear-local-data')).toMatchObject({ ok: true, body: { cachesCleared: names, tempFilesRemoved: 0 } });
  });
});

describe('/cache', () => {
  it('lists the caches with sizes and hit rates', async () => {
    await admin.post('/cache/clear-all');
    await app.browser().get('/api/events?pageSize=2');
    await app.browser().get('/api/events?pageSize=2&q=%20');
    const answer = await admin.get('/cache/list');
    expect(answer).toMatchObject({
      ok: true,
      body: { caches: expect.arrayContaining([expect.objectContaining({ name: 'catalogue-listings', entries: 1, hits: expect.any(Number) as unknown })]) as unknown },
    });
  });

  it('answers 404 for an unknown cache and 400 for a name that cannot be one', async () => {
    expect(await admin.post('/cache/clear/gibt-es-nicht')).toMatchObject({ ok: false, status: 404, body: { message: 'Einen Cache „gibt-es-nicht“ gibt es nicht.' } });
    expect(await admin.post('/cache/clear/GROSS')).toMatchObject({ ok: false, status: 400 });
  });
});
