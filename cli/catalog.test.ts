import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServer, type ServerProcess } from './testing/cli-process';

/** Demo accounts (adapters/db/demo-data/people.ts); the test server's clock stands at 2026-11-22 10:00 in Berlin. */
const DEMO_PASSWORD = 'Seminar-Demo-2026!';
const STAFF = 'kundenservice@example.org';
const ADMIN = 'admin@example.org';
const HEADER = 'eventId,themeSlug,title,kind,oneDay,startDate,endDate,hotelId,capacity,price,priceParticipantTwo,priceParticipantThree,priceParticipantFour,priceParticipantFive,published,cancelled';

let server: ServerProcess;
let work: string;
let staffHome: string;
let adminHome: string;

const cli = (args: readonly string[], home = staffHome) => runCli(['--base-url', server.baseUrl, ...args], { env: { XDG_CONFIG_HOME: home }, cwd: work });

const login = async (email: string): Promise<string> => {
  const home = await mkdtemp(join(work, 'home-'));
  const run = await runCli(['--base-url', server.baseUrl, 'login', '--email', email, '--password-stdin'], { env: { XDG_CONFIG_HOME: home }, stdin: `${DEMO_PASSWORD}\n`, cwd: work });
  if (run.code !== 0) throw new Error(`login of ${email} failed: ${run.stderr}`);
  return home;
};

const exportCsv = async (): Promise<string> => {
  const run = await cli(['catalog', 'export']);
  expect([run.code, run.stderr]).toEqual([0, '']);
  return run.stdout;
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ifb-cli-catalog-'));
  await mkdir(join(work, 'documents'));
  server = await startServer({ documentsDir: join(work, 'documents'), tempDir: join(work, 'server-tmp') });
  staffHome = await login(STAFF);
  adminHome = await login(ADMIN);
}, 120_000);

afterAll(async () => {
  await server.stop();
  await rm(work, { recursive: true, force: true });
});

describe('ifb catalog', () => {
  it('exports one row per date as CSV (prices with two decimals), as JSON, and for German Excel (BOM, ;, decimal comma)', async () => {
    const csv = await exportCsv();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.length).toBeGreaterThan(50);
    expect(lines[1]).toMatch(/^\d+,[a-z0-9-]+,.*,(online|presence|series),(ja|nein),\d{4}-\d{2}-\d{2} \d{2}:\d{2},.*,\d+,\d+\.\d{2},.*,ja,(ja)?$/);
    const json = await cli(['catalog', 'export', '--format', 'json', '-o', 'katalog.json']);
    expect([json.code, json.stdout]).toEqual([0, `${String(lines.length - 1)} Termine nach ${join(work, 'katalog.json')} exportiert.\n`]);
    const records = JSON.parse(await readFile(join(work, 'katalog.json'), 'utf8')) as { price: string }[];
    expect(records).toHaveLength(lines.length - 1);
    expect(records[0]?.price).toMatch(/^\d+\.\d{2}$/);
    const excel = await cli(['catalog', 'export', '--excel']);
    expect(excel.stdout.startsWith(`\uFEFF${HEADER.replaceAll(',', ';')}\r\n`)).toBe(true);
    expect(excel.stdout.split('\r\n')[1]).toMatch(/;\d+,\d{2};/);
    expect((await cli(['catalog', 'export', '--format', 'json', '--excel'])).code).toBe(2);
  });

  it('refuses a file with bad rows with exit 2, lists each as "Zeile N: Feld: Meldung", and changes nothing', async () => {
    const before = await exportCsv();
    const [, first = ''] = before.split('\r\n');
    const eventId = first.split(',')[0] ?? '';
    await writeFile(
      join(work, 'schlecht.csv'),
      [
        'eventId,themeSlug,kind,startDate,endDate,hotelId,capacity,price,farbe',
        `${eventId},,,,,,,"12,50",blau`,
        ',gibt-es-nicht,online,2027-05-03 09:00,2027-05-05 16:00,,20,890.00,',
        ',gibt-es-nicht,online,2027-05-05 09:00,2027-05-03 16:00,,20,abc,',
      ].join('\n'),
    );
    const run = await cli(['catalog', 'import', 'schlecht.csv']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Fehler: Der Import wurde abgelehnt: 4 Zeilen sind fehlerhaft. Es wurde nichts geändert.\n');
    expect(run.stderr).toContain('  Zeile 1: farbe: Diese Spalte gibt es nicht');
    expect(run.stderr).toContain('  Zeile 2: capacity: Bitte geben Sie die Kapazität als ganze Zahl ab 1 an.\n');
    expect(run.stderr).toContain('  Zeile 3: themeSlug: Dieses Seminar (Thema) gibt es nicht.\n');
    expect(run.stderr).toContain('  Zeile 4: endDate: Das Ende muss nach dem Beginn liegen.\n');
    expect(run.stderr).toContain('  Zeile 4: price: Bitte geben Sie den Preis in Euro mit höchstens zwei Nachkommastellen an, z. B. 890,00.\n');
    expect(await exportCsv()).toBe(before);
  });

  it('a dry run prints the counts and the changed fields per row; the import then changes the date, and the admin finds it in the audit log', async () => {
    const before = await exportCsv();
    const [, first = ''] = before.split('\r\n');
    const [eventId = '', themeSlug = ''] = first.split(',');
    // German Excel's file: Windows-1252 (no BOM), semicolons, decimal comma.
    await writeFile(join(work, 'excel.csv'), Buffer.from(`eventId;themeSlug;capacity;price\r\n${eventId};${themeSlug};250;1234,50\r\n`, 'latin1'));
    const dry = await cli(['catalog', 'import', 'excel.csv', '--dry-run']);
    expect([dry.code, dry.stderr]).toEqual([0, '']);
    expect(dry.stdout).toMatch(new RegExp(`^Probelauf, nichts geändert: 0 neu, 1 geändert, 0 unverändert\\.\\nZeile 2: Termin ${eventId} \\(${themeSlug}\\): capacity \\d+ → 250; price \\d+\\.\\d{2} → 1234\\.50\\n$`));
    expect(await exportCsv()).toBe(before);
    const real = await cli(['catalog', 'import', 'excel.csv']);
    expect([real.code, real.stdout]).toEqual([0, 'Katalog importiert: 0 neu, 1 geändert, 0 unverändert.\n']);
    expect((await exportCsv()).split('\r\n')[1]).toContain(',250,1234.50,');
    const audit = await cli(['--json', 'audit', 'list', '--action', 'catalogue.date.update'], adminHome);
    expect(JSON.parse(audit.stdout)).toMatchObject({ entries: [{ actor: { email: STAFF }, subject: `Termin ${eventId} (${themeSlug})`, details: { capacity: expect.stringMatching(/ → 250$/) as string, price: expect.stringMatching(/ → 1234\.50$/) as string } }] });
  });

  it('staff may not read the audit log, which stays the site admin’s', async () => {
    const run = await cli(['audit', 'list']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Zugriff verweigert');
  });
});
