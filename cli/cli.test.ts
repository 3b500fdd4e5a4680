import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServer, type ServerProcess } from './testing/cli-process';
import { placeGuestOrder } from './testing/guest-order';

/** Demo accounts (adapters/db/demo-data/people.ts). */
const DEMO_PASSWORD = 'Seminar-Demo-2026!';
const ADMIN = 'admin@example.org';
const USER = 'jonas.weber@example.org';

const FIXTURES = fileURLToPath(new URL('../adapters/admin/fixtures/', import.meta.url));

let server: ServerProcess;
let work: string;
/** The config folder of a logged-in admin. */
let adminHome: string;

const cli = (args: readonly string[], options: { readonly home?: string; readonly stdin?: string; readonly env?: NodeJS.ProcessEnv } = {}) =>
  runCli(['--base-url', server.baseUrl, ...args], {
    env: { XDG_CONFIG_HOME: options.home ?? adminHome, ...options.env },
    stdin: options.stdin,
    cwd: work,
  });

const freshHome = () => mkdtemp(join(work, 'home-'));

/** A loopback port nobody listens on: opened by the system, then closed again. */
const unusedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });

const getJson = async (path: string): Promise<unknown> => (await fetch(`${server.baseUrl}${path}`)).json();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ifb-cli-test-'));
  const documentsDir = join(work, 'documents');
  await mkdir(documentsDir);
  for (const name of ['merkblatt-text.pdf', 'protokoll-scan.pdf', 'abgebrochen.pdf']) await copyFile(join(FIXTURES, 'pdf', name), join(documentsDir, name));
  server = await startServer({ documentsDir, tempDir: join(work, 'server-tmp') });
  adminHome = await freshHome();
  const login = await cli(['login', '--email', ADMIN, '--password-stdin'], { stdin: `${DEMO_PASSWORD}\n` });
  if (login.code !== 0) throw new Error(`admin login failed: ${login.stderr}`);
});

afterAll(async () => {
  await server.stop();
  await rm(work, { recursive: true, force: true });
});

describe('help and usage', () => {
  it('shows --help on every command and exits 0', async () => {
    for (const command of [[], ['export'], ['cache', 'clear'], ['manage', 'lexikon-csv', 'import'], ['manage', 'import-images'], ['login']]) {
      const run = await cli([...command, '--help']);
      expect(run.code, command.join(' ')).toBe(0);
      expect(run.stdout).toMatch(/^Aufruf: ifb/);
      expect(run.stdout).toContain('-h, --help');
      expect(run.stdout).not.toMatch(/display help|Options:|default:/);
    }
  });

  it('exits 2 for wrong arguments, with a line saying what is wrong', async () => {
    const unknownKind = await cli(['export', 'rezepte']);
    expect(unknownKind.code).toBe(2);
    expect(unknownKind.stderr).toBe(
      'Fehler: „rezepte“ ist kein gültiger Wert für „kind“. Möglich sind: leitfaden, lexicon, jurisdictions, downloads, articles, faq, za-videos, youtube.\n(Hilfe: --help)\n',
    );
    expect((await cli(['export', 'lexicon', '--format', 'xml'])).code).toBe(2);
    expect((await cli(['rezepte'])).code).toBe(2);
    const noName = await cli(['cache', 'clear']);
    expect([noName.code, noName.stderr]).toEqual([2, 'Fehler: Bitte nennen Sie einen Cache oder geben Sie --all an.\n']);
    const badUrl = await runCli(['--base-url', 'ftp://example.org', 'cache', 'list']);
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('„ftp://example.org“ ist keine http- oder https-Adresse.');
    expect((await cli(['token', 'create', '--days', '400'])).code).toBe(2);
  });
});

describe('login', () => {
  it('keeps the admin session in the config folder, readable by the user only', async () => {
    const file = join(adminHome, 'ifb-cli', 'session.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ version: 1, sessions: { [server.baseUrl]: { email: ADMIN } } });
  });

  it('says so in one line when the password is wrong, and keeps nothing', async () => {
    const home = await freshHome();
    const run = await cli(['login', '-e', ADMIN, '--password-stdin'], { home, stdin: 'falsch-falsch\n' });
    expect([run.code, run.stderr, run.stdout]).toEqual([1, 'Fehler: Die E-Mail-Adresse oder das Passwort ist nicht korrekt.\n', '']);
    await expect(stat(join(home, 'ifb-cli', 'session.json'))).rejects.toThrow();
  });

  it('refuses to keep the session of an account that is no admin', async () => {
    const home = await freshHome();
    const run = await cli(['login', '-e', USER, '--password-stdin'], { home, stdin: DEMO_PASSWORD });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'Fehler: Anmeldung abgelehnt: Dieses Konto gehört weder der Seminarverwaltung noch einem Administrator, und die Befehle dieses Programms sind ihnen vorbehalten. Es wurde keine Anmeldung gespeichert.\n',
    );
  });

  it('without a terminal and without --password-stdin, asks for the option (exit 2)', async () => {
    const run = await cli(['login', '-e', ADMIN], { home: await freshHome() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--password-stdin');
  });
});

describe('permissions and an unreachable server', () => {
  it('asks to log in first when there is neither a session nor a token', async () => {
    const run = await cli(['cache', 'list'], { home: await freshHome() });
    expect([run.code, run.stderr]).toEqual([
      1,
      `Fehler: Nicht angemeldet bei ${server.baseUrl}: bitte zuerst „ifb login“ ausführen oder ein API-Token mit --token (bzw. IFB_TOKEN) angeben.\n`,
    ]);
  });

  it('refuses a user who is no admin with the access-denied message', async () => {
    // A user's session, saved as a login would save it (the CLI itself never keeps one).
    await fetch(`${server.baseUrl}/kundenportal/get-token`);
    const first = await fetch(`${server.baseUrl}/kundenportal/get-token`);
    const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
    const jar = Object.fromEntries(cookies.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
    const login = await fetch(`${server.baseUrl}/kundenportal/local-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(jar['XSRF-TOKEN'] ?? '') },
      body: JSON.stringify({ email: USER, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const rotated = login.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
    const saved = [...cookies, ...rotated].reduce<Record<string, string>>((all, pair) => ({ ...all, [pair.slice(0, pair.indexOf('='))]: pair.slice(pair.indexOf('=') + 1) }), {});
    const home = await freshHome();
    await mkdir(join(home, 'ifb-cli'), { recursive: true });
    await writeFile(
      join(home, 'ifb-cli', 'session.json'),
      JSON.stringify({ version: 1, sessions: { [server.baseUrl]: { email: USER, savedAt: '2026-11-22T09:00:00Z', cookies: Object.entries(saved).map(([name, value]) => ({ name, value })) } } }),
    );
    const run = await cli(['cache', 'clear', '--all'], { home });
    expect([run.code, run.stderr]).toEqual([1, 'Fehler: Zugriff verweigert: Dieser Bereich ist Administratoren vorbehalten.\n']);
  });

  it('names a server that does not answer, and a base URL where there is no such API', async () => {
    const port = await unusedPort();
    const down = await runCli(['--base-url', `http://127.0.0.1:${port}`, '--token', 'ifb_x', 'cache', 'list']);
    expect([down.code, down.stderr]).toEqual([
      1,
      `Fehler: Der Server unter http://127.0.0.1:${port} antwortet nicht (Verbindung abgelehnt). Läuft er, und stimmt --base-url?\n`,
    ]);
    const wrongPath = await runCli(['--base-url', `${server.baseUrl}/falsch`, '--token', 'ifb_x', 'cache', 'list']);
    expect([wrongPath.code, wrongPath.stderr]).toEqual([
      1,
      `Fehler: Unter ${server.baseUrl}/falsch gibt es die Verwaltungsschnittstelle nicht. Stimmt --base-url?\n`,
    ]);
  });

  it('says the server does not answer, not "log in first", when there is no login for it either', async () => {
    const port = await unusedPort();
    const down = await runCli(['--base-url', `http://127.0.0.1:${port}`, 'cache', 'list'], { env: { XDG_CONFIG_HOME: await freshHome() } });
    expect([down.code, down.stderr]).toEqual([
      1,
      `Fehler: Der Server unter http://127.0.0.1:${port} antwortet nicht (Verbindung abgelehnt). Läuft er, und stimmt --base-url?\n`,
    ]);
  });
});

describe('export', () => {
  it('streams NDJSON to stdout, one object per line', async () => {
    const run = await cli(['export', 'lexicon', '--format', 'ndjson']);
    expect(run.code).toBe(0);
    const objects = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { kind: string; slug: string });
    expect(objects.length).toBeGreaterThan(10);
    expect(new Set(objects.map((object) => object.kind))).toEqual(new Set(['lexicon']));
  });

  it('writes a JSON array to a file and says how many objects it holds', async () => {
    const run = await cli(['export', 'faq', '--out', 'faq.json']);
    expect(run.code).toBe(0);
    const objects = JSON.parse(await readFile(join(work, 'faq.json'), 'utf8')) as unknown[];
    expect(run.stdout).toBe(`${objects.length} Objekte (faq) nach ${join(work, 'faq.json')} exportiert.\n`);
    expect(run.stderr).toBe('');
  });

  it('writes CSV with the fields of the objects as columns, and --json reports it as JSON', async () => {
    const run = await cli(['--json', 'export', 'downloads', '--format', 'csv', '-o', 'downloads.csv']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { count: number; format: string };
    const csv = await readFile(join(work, 'downloads.csv'), 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^id,kind,section,slug,title,teaser,/);
    expect(report).toMatchObject({ format: 'csv', count: csv.trimEnd().split('\r\n').length - 1 });
  });

  it('uses an API token from --token or IFB_TOKEN instead of the session', async () => {
    const created = await cli(['--json', 'token', 'create', '--name', 'test-skript', '--days', '7']);
    expect(created.code).toBe(0);
    const { token } = JSON.parse(created.stdout) as { token: string };
    expect(token).toMatch(/^ifb_[\w-]{43}$/);
    const home = await freshHome();
    expect((await cli(['--token', token, 'export', 'youtube', '--format', 'ndjson'], { home })).code).toBe(0);
    expect((await cli(['cache', 'list'], { home, env: { IFB_TOKEN: token } })).code).toBe(0);
    const wrong = await cli(['cache', 'list'], { home, env: { IFB_TOKEN: 'ifb_falsch' } });
    expect([wrong.code, wrong.stderr]).toEqual([1, 'Fehler: Das API-Token ist ungültig, abgelaufen oder widerrufen.\n']);
  });
});

describe('cache', () => {
  it('lists the caches with sizes and hit rates, and clears one or all', async () => {
    type Listed = { name: string; entries: number; hits: number; misses: number; hitRate: number | null };
    const listings = async (): Promise<Listed | undefined> =>
      (JSON.parse((await cli(['--json', 'cache', 'list'])).stdout) as { caches: Listed[] }).caches.find((cache) => cache.name === 'catalogue-listings');
    // Earlier tests read the catalogue too (the downloads' export sizes the catalogue PDF): count from here.
    const before = await listings();
    await fetch(`${server.baseUrl}/api/events?pageSize=5`);
    await fetch(`${server.baseUrl}/api/events?pageSize=5`);
    const after = await listings();
    expect(after).toMatchObject({ entries: (before?.entries ?? 0) + 1, hits: (before?.hits ?? 0) + 1, misses: (before?.misses ?? 0) + 1 });
    const table = await cli(['cache', 'list']);
    expect(table.stdout).toMatch(/^Cache\s+Einträge\s+TTL\s+Treffer\s+Fehlgriffe\s+Quote\s+Inhalt\n/);
    const quote = `${((after?.hitRate ?? 0) * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
    expect(table.stdout).toMatch(new RegExp(`catalogue-listings\\s+${String(after?.entries)}/1\\.000\\s+60 s\\s+${String(after?.hits)}\\s+${String(after?.misses)}\\s+${quote}\\s+Seminarlisten`));

    const one = await cli(['cache', 'clear', 'catalogue-listings']);
    expect([one.code, one.stdout]).toEqual([0, 'Geleert: catalogue-listings (auf allen Instanzen).\n']);
    const all = await cli(['cache', 'clear', '--all']);
    expect(all.stdout).toMatch(
      /^Geleert: assistant-knowledge, cart-events, catalogue-events, catalogue-hotels, catalogue-listings, catalogue-rubrics, catalogue-search-index, catalogue-searches, content-search-index, download-files, download-filters/,
    );
    const unknown = await cli(['cache', 'clear', 'gibt-es-nicht']);
    expect([unknown.code, unknown.stderr]).toEqual([1, 'Fehler: Einen Cache „gibt-es-nicht“ gibt es nicht.\n']);
  });
});

describe('manage lexikon-csv', () => {
  it('exports the lexicon, and importing that file again gives the same lexicon', async () => {
    expect((await cli(['manage', 'lexikon-csv', 'export', '--out', 'lexikon.csv'])).code).toBe(0);
    const before = await readFile(join(work, 'lexikon.csv'), 'utf8');
    const entries = before.trimEnd().split('\r\n').length;
    const imported = await cli(['manage', 'lexikon-csv', 'import', 'lexikon.csv']);
    expect([imported.code, imported.stdout]).toEqual([0, expect.stringMatching(/^Lexikon importiert: 0 neu, \d+ aktualisiert\.\n$/)]);
    const again = await cli(['manage', 'lexikon-csv', 'export']);
    expect(again.stdout).toBe(before);
    expect(entries).toBeGreaterThan(10);
  });

  it('imports nothing from a file with a broken row, names its line, and exits 2', async () => {
    const before = (await cli(['manage', 'lexikon-csv', 'export'])).stdout;
    const broken = `section,slug,term,definition\r\nbr,neuer-begriff,Neuer Begriff,Eine Definition\r\nbr,kaputt,,ohne Begriff\r\n`;
    await writeFile(join(work, 'kaputt.csv'), broken);
    const run = await cli(['manage', 'lexikon-csv', 'import', 'kaputt.csv']);
    expect([run.code, run.stderr]).toEqual([
      2,
      'Fehler: Die CSV-Datei enthält einen Fehler. Es wurde nichts importiert.\n  Zeile 3, Spalte term: Bitte geben Sie den Begriff an.\n',
    ]);
    expect((await cli(['manage', 'lexikon-csv', 'export'])).stdout).toBe(before);
  });

  it('says so when the file cannot be read', async () => {
    const run = await cli(['manage', 'lexikon-csv', 'import', 'fehlt.csv']);
    expect([run.code, run.stderr]).toEqual([1, `Fehler: Die Datei „${join(work, 'fehlt.csv')}“ kann nicht gelesen werden (ENOENT).\n`]);
  });
});

describe('manage legislation', () => {
  it('imports a law from the XML of gesetze-im-internet.de', async () => {
    const run = await cli(['manage', 'legislation', 'import', join(FIXTURES, 'betrvg-auszug.xml')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Gesetz BetrVG \(Betriebsverfassungsgesetz\) importiert: 2 Vorschriften; (neu angelegt|ersetzt)\.\n$/);
  });

  it('rejects malformed XML with line and column (exit 2)', async () => {
    await writeFile(join(work, 'kaputt.xml'), '<dokumente>\n<norm><metadaten></norm>\n</dokumente>');
    const run = await cli(['manage', 'legislation', 'import', 'kaputt.xml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Fehler: Die XML-Datei ist fehlerhaft\. Es wurde nichts importiert\.\n {2}xml: Die XML-Datei ist nicht wohlgeformt \(Zeile 2, Spalte \d+\): .+\n$/);
  });
});

describe('manage import-images', () => {
  it('imports good pictures, scales large ones down, and reports each file (exit 1 when some were refused)', async () => {
    const themes = (await getJson('/api/themes')) as { slug: string }[];
    const hotels = (await getJson('/api/get-hotels')) as { slug: string }[];
    const theme = themes[0]?.slug ?? '';
    const hotel = hotels[0]?.slug ?? '';
    const dir = join(work, 'bilder');
    await mkdir(join(dir, 'seminare'), { recursive: true });
    await mkdir(join(dir, 'hotels'), { recursive: true });
    await writeFile(join(dir, 'seminare', `${theme}.png`), await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer());
    await writeFile(join(dir, 'hotels', `${hotel}.jpg`), await sharp({ create: { width: 3200, height: 1600, channels: 3, background: '#996633' } }).jpeg().toBuffer());
    await writeFile(join(dir, 'hotels', 'zz-kein-hotel.webp'), await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).webp().toBuffer());
    await writeFile(join(dir, 'seminare', 'text.jpg'), 'kein Bild');
    await writeFile(join(dir, 'lose.png'), 'irgendwas');

    const run = await cli(['manage', 'import-images', 'bilder']);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      `✓ hotels/${hotel}.jpg: Importiert und auf 1600 × 800 Pixel verkleinert.`,
      '✗ hotels/zz-kein-hotel.webp: Es gibt kein Hotel mit dem Kurznamen „zz-kein-hotel“.',
      '✗ lose.png: Bilder gehören in den Unterordner seminare/ (Kurzname des Seminars) oder hotels/ (Kurzname des Hotels).',
      `✓ seminare/${theme}.png: Importiert (800 × 600 Pixel).`,
      '✗ seminare/text.jpg: Kein Bild im Format PNG, JPEG oder WebP (geprüft am Dateiinhalt, nicht an der Endung).',
      '2 importiert, 3 abgelehnt.',
      '',
    ]);
    expect(run.stderr).toBe('Fehler: 3 Datei(en) wurden nicht importiert.\n');
  });

  it('names a folder that is not there', async () => {
    const run = await cli(['manage', 'import-images', '/gibt/es/nicht']);
    expect([run.code, run.stderr]).toEqual([1, 'Fehler: Den Ordner „/gibt/es/nicht“ gibt es auf dem Server nicht.\n']);
  });
});

describe('manage pdf-analysis and clear-local-data', () => {
  it('reports pages, size, text or scan, and broken files of the stored PDFs', async () => {
    const run = await cli(['--json', 'manage', 'pdf-analysis']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { documents: unknown[]; summary: unknown };
    expect(report.documents).toEqual([
      { file: 'abgebrochen.pdf', sizeBytes: 300, status: 'broken', pages: null, content: null, problem: 'Die Datei ist unvollständig: Die Endmarke „%%EOF“ fehlt.' },
      { file: 'merkblatt-text.pdf', sizeBytes: 585, status: 'ok', pages: 2, content: 'text', problem: null },
      { file: 'protokoll-scan.pdf', sizeBytes: 509, status: 'ok', pages: 1, content: 'scanned', problem: null },
    ]);
    expect(report.summary).toEqual({ total: 3, text: 1, scanned: 1, empty: 0, broken: 1 });
    const human = await cli(['manage', 'pdf-analysis']);
    expect(human.stdout).toContain('3 PDFs: 1 mit Text, 1 gescannt, 0 leer, 1 beschädigt.');
  });

  it('clears the caches and temporary files of the instance (the PDF report keeps its verdicts there), never the documents', async () => {
    expect((await cli(['manage', 'pdf-analysis'])).code).toBe(0);
    const tempDir = join(work, 'server-tmp');
    expect(await readdir(join(tempDir, 'pdf-analysis'))).toHaveLength(3);
    const run = await cli(['manage', 'clear-local-data']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Lokale Daten geleert: \d+ Caches, 3 temporäre Dateien \([\d,.]+ [kK]?B\)\.\n$/);
    expect(await readdir(tempDir)).toEqual([]);
    expect((await readdir(join(work, 'documents'))).sort()).toEqual(['abgebrochen.pdf', 'merkblatt-text.pdf', 'protokoll-scan.pdf']);
    // Nothing of the database went with them: the report finds the same documents again.
    expect(JSON.parse((await cli(['--json', 'manage', 'pdf-analysis'])).stdout)).toMatchObject({ summary: { total: 3, broken: 1 } });
  });
});

describe('logout', () => {
  it('ends the saved session; the next command asks to log in', async () => {
    const home = await freshHome();
    expect((await cli(['login', '-e', ADMIN, '--password-stdin'], { home, stdin: DEMO_PASSWORD })).code).toBe(0);
    expect((await cli(['logout'], { home })).stdout).toBe(`Abgemeldet (${ADMIN}).\n`);
    expect((await cli(['cache', 'list'], { home })).code).toBe(1);
  });
});

describe('invoices', () => {
  /** A guest's order for a date far off (beyond the lead days, so nothing invoiced it yet), placed through the site's API as a browser does. */
  const placeOrder = async (): Promise<string> => {
    const page = (await getJson('/api/events?pageSize=50')) as { items: readonly { eventId: number }[] };
    return placeGuestOrder(server.baseUrl, page.items.at(-1)?.eventId ?? 0);
  };

  it('create issues the invoice of an order, and for an order that has one prints its number and exits 0', async () => {
    const orderNumber = await placeOrder();
    const first = await cli(['invoices', 'create', '--order', orderNumber]);
    expect(first.code).toBe(0);
    const [number] = /RE-\d{4}-\d{6}/.exec(first.stdout) ?? [];
    expect(number).toBeDefined();
    const again = await cli(['invoices', 'create', '--order', orderNumber]);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toContain(number);
    const json = await cli(['--json', 'invoices', 'create', '--order', orderNumber]);
    expect(JSON.parse(json.stdout)).toEqual({ order: orderNumber, issued: [], existing: number });
    // The audit log keeps who issued it, once: asking again for an order with its invoice changed nothing.
    const audit = JSON.parse((await cli(['--json', 'audit', 'list', '--action', 'invoice.issue'])).stdout) as { entries: { subject: string; details: unknown }[] };
    expect(audit.entries.filter((entry) => entry.subject === orderNumber)).toEqual([expect.objectContaining({ subject: orderNumber, details: { invoices: [number] } })]);
    const unknown = await cli(['invoices', 'create', '--order', 'IFB-1999-000001']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Die Bestellung IFB-1999-000001 gibt es nicht.');
  }, 60_000);

  it('list shows the invoices of a period; export writes <number>.pdf and <number>.xml of each', async () => {
    const orderNumber = await placeOrder();
    const created = JSON.parse((await cli(['--json', 'invoices', 'create', '--order', orderNumber])).stdout) as { issued: string[] };
    const number = created.issued[0] ?? '';
    // The test server's clock stands at 2026-11-22.
    const list = await cli(['invoices', 'list', '--since', '2026-11-22', '--until', '2026-11-22']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain(number);
    expect(list.stdout).toContain(orderNumber);
    const none = JSON.parse((await cli(['--json', 'invoices', 'list', '--since', '2026-11-23'])).stdout) as { invoices: unknown[] };
    expect(none.invoices).toEqual([]);
    const dir = join(work, 'rechnungen');
    const exported = await cli(['invoices', 'export', '--since', '2026-11-22', '--dir', dir]);
    expect(exported.code).toBe(0);
    const files = await readdir(dir);
    expect(files).toContain(`${number}.pdf`);
    expect(files).toContain(`${number}.xml`);
    expect((await readFile(join(dir, `${number}.pdf`))).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await readFile(join(dir, `${number}.xml`), 'utf8')).toContain(`<ram:ID>${number}</ram:ID>`);
  }, 60_000);

  it('refuses wrong arguments with a clear line and exit 2', async () => {
    for (const [args, message] of [
      [['invoices', 'create'], '--order'],
      [['invoices', 'list', '--since', '22.11.2026'], 'JJJJ-MM-TT'],
      [['invoices', 'list', '--since', '2026-02-30'], 'JJJJ-MM-TT'],
      [['invoices', 'list', '--since', '2026-11-22', '--until', '2026-11-01'], '--until liegt vor --since'],
      [['invoices', 'export', '--since', '2026-11-22'], '--dir'],
    ] as const) {
      const run = await cli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain(message);
    }
  });
});
