import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder } from './testing/guest-order';
import { runCli, startServer, type ServerProcess } from './testing/cli-process';

const run = promisify(execFile);

/** Demo accounts (adapters/db/demo-data/people.ts). */
const DEMO_PASSWORD = 'Seminar-Demo-2026!';
const STAFF = 'kundenservice@example.org';
const HEADER = 'orderNumber,orderedAt,eventId,seminar,startDate,status,salutation,firstname,lastname,email,company,price';

let server: ServerProcess;
let work: string;
let staffHome: string;
let eventId = 0;
let orderNumber = '';

const cli = (args: readonly string[], home = staffHome) => runCli(['--base-url', server.baseUrl, ...args], { env: { XDG_CONFIG_HOME: home }, cwd: work });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ifb-cli-orders-'));
  await mkdir(join(work, 'documents'));
  server = await startServer({ documentsDir: join(work, 'documents'), tempDir: join(work, 'server-tmp') });
  staffHome = await mkdtemp(join(work, 'home-'));
  const login = await runCli(['--base-url', server.baseUrl, 'login', '--email', STAFF, '--password-stdin'], { env: { XDG_CONFIG_HOME: staffHome }, stdin: `${DEMO_PASSWORD}\n`, cwd: work });
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
  const page = (await (await fetch(`${server.baseUrl}/api/events?pageSize=50`, { headers: { accept: 'application/json' } })).json()) as { items: readonly { eventId: number }[] };
  eventId = page.items.at(-1)?.eventId ?? 0;
  orderNumber = await placeGuestOrder(server.baseUrl, eventId);
}, 120_000);

afterAll(async () => {
  await server.stop();
  await rm(work, { recursive: true, force: true });
});

describe('ifb orders export', () => {
  it('writes one row per participant as CSV, for German Excel, as JSON and NDJSON', async () => {
    const csv = await cli(['orders', 'export']);
    expect([csv.code, csv.stderr.includes('Fehler')]).toEqual([0, false]);
    const lines = csv.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const row = lines.find((line) => line.startsWith(`${orderNumber},`));
    expect(row).toMatch(new RegExp(`^${orderNumber},\\d{4}-\\d\\d-\\d\\dT[^,]+,${String(eventId)},.+,booked,Frau,Rita,Rechnung,rita.rechnung@example.org,Rechnung GmbH,\\d+\\.\\d{2}$`));
    const excel = await cli(['orders', 'export', '--excel', '--status', 'booked']);
    expect(excel.stdout.startsWith(`\uFEFF${HEADER.replaceAll(',', ';')}\r\n`)).toBe(true);
    expect(excel.stdout).toMatch(/;Rechnung GmbH;\d+,\d{2}\r\n/);
    const json = await cli(['orders', 'export', '--format', 'json', '-o', 'orders.json']);
    expect(json.code).toBe(0);
    const rows = JSON.parse(await readFile(join(work, 'orders.json'), 'utf8')) as { orderNumber: string; price: number }[];
    expect(rows.map((exported) => exported.orderNumber)).toContain(orderNumber);
    const ndjson = await cli(['orders', 'export', '--format', 'ndjson', '--status', 'cancelled']);
    expect(ndjson.stdout.split('\n').filter((line) => line.includes(orderNumber))).toEqual([]);
  });

  it('filters by the day ordered (Berlin), both ends included', async () => {
    const far = await cli(['orders', 'export', '--since', '2001-01-01', '--until', '2001-12-31']);
    expect([far.code, far.stdout.trimEnd()]).toEqual([0, HEADER]);
  });

  it('refuses a bad date, an unknown status and a reversed period with exit 2 and one line, before any call', async () => {
    const offline = (args: readonly string[]) => runCli(['--base-url', 'http://127.0.0.1:9', ...args], { env: { XDG_CONFIG_HOME: staffHome }, cwd: work });
    for (const args of [
      ['orders', 'export', '--since', '2026-13-01'],
      ['orders', 'export', '--until', '1.2.2026'],
      ['orders', 'export', '--status', 'bezahlt'],
      ['orders', 'export', '--since', '2026-05-02', '--until', '2026-05-01'],
    ]) {
      const run = await offline(args);
      // One line says what is wrong; commander's usage errors add the pointer to --help.
      const [problem, ...rest] = run.stderr.trimEnd().split('\n');
      expect({ args, code: run.code, problem: problem?.startsWith('Fehler: '), rest: rest.filter((line) => line !== '(Hilfe: --help)') }).toEqual({ args, code: 2, problem: true, rest: [] });
      expect(run.stderr).not.toContain('Verbindung');
    }
  });
});

describe('ifb participants', () => {
  it('writes the list as CSV for German Excel and as PDF with the signature column', async () => {
    const csv = await cli(['participants', String(eventId)]);
    expect(csv.code).toBe(0);
    expect(csv.stdout.startsWith('\uFEFFName;Firma;Funktion im Gremium;Übernachtung;Status')).toBe(true);
    expect(csv.stdout).toContain('Frau Rita Rechnung;Rechnung GmbH;');
    const pdf = await cli(['participants', String(eventId), '--format', 'pdf', '-o', 'liste.pdf']);
    expect(pdf.code).toBe(0);
    // Poppler's pdftotext (poppler-utils, installed with the e-invoice tools) reads it as a PDF viewer would.
    const text = (await run('pdftotext', [join(work, 'liste.pdf'), '-'])).stdout;
    expect(text).toContain('Teilnehmerliste');
    expect(text).toContain('Unterschrift');
    expect(text).toContain('Rita Rechnung');
  });

  it('refuses a malformed id before any call and an unknown date with exit 2 and one line', async () => {
    const malformed = await runCli(['--base-url', 'http://127.0.0.1:9', 'participants', 'abc'], { env: { XDG_CONFIG_HOME: staffHome }, cwd: work });
    expect([malformed.code, malformed.stderr.trimEnd().split('\n')[0]]).toEqual([2, expect.stringContaining('Bitte die Nummer eines Termins angeben') as unknown]);
    const pdfToStdout = await runCli(['--base-url', 'http://127.0.0.1:9', 'participants', '12', '--format', 'pdf'], { env: { XDG_CONFIG_HOME: staffHome }, cwd: work });
    expect(pdfToStdout.code).toBe(2);
    const unknown = await cli(['participants', '999999']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([2, expect.stringContaining('Den Termin 999999 gibt es nicht.') as unknown]);
    expect(unknown.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
