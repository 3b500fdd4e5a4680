import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServer, type ServerProcess } from './testing/cli-process';

/** Demo accounts (adapters/db/demo-data/people.ts); the test server's clock stands at 2026-11-22 10:00 in Berlin. */
const DEMO_PASSWORD = 'Seminar-Demo-2026!';
const ADMIN = 'admin@example.org';

let server: ServerProcess;
let work: string;
let adminHome: string;

const cli = (args: readonly string[], home = adminHome) =>
  runCli(['--base-url', server.baseUrl, ...args], { env: { XDG_CONFIG_HOME: home }, cwd: work });

interface AuditJson {
  readonly entries: readonly { readonly action: string; readonly actor: { readonly email: string }; readonly via: string; readonly subject: string }[];
  readonly total: number;
  readonly page: number;
}
const listed = async (args: readonly string[]): Promise<AuditJson> => {
  const run = await cli(['--json', 'audit', 'list', ...args]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as AuditJson;
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ifb-cli-audit-'));
  await mkdir(join(work, 'documents'));
  server = await startServer({ documentsDir: join(work, 'documents'), tempDir: join(work, 'server-tmp') });
  adminHome = await mkdtemp(join(work, 'home-'));
  const login = await runCli(['--base-url', server.baseUrl, 'login', '--email', ADMIN, '--password-stdin'], {
    env: { XDG_CONFIG_HOME: adminHome },
    stdin: `${DEMO_PASSWORD}\n`,
    cwd: work,
  });
  if (login.code !== 0) throw new Error(`admin login failed: ${login.stderr}`);
  // Three admin actions for the log: a cache clear, an export and a new API token.
  for (const args of [['cache', 'clear', 'catalogue-listings'], ['export', 'faq', '--out', 'faq.json'], ['token', 'create', '--name', 'nachtexport']]) {
    const run = await cli(args);
    if (run.code !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
  }
}, 120_000);

afterAll(async () => {
  await server.stop();
  await rm(work, { recursive: true, force: true });
});

describe('ifb audit list', () => {
  it('shows the admin actions newest first as a table: time, action, subject, admin, address and access, then the count and the retention', async () => {
    const run = await cli(['audit', 'list']);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Zeit\s+Aktion\s+Gegenstand\s+Administrator\s+Von\s+Zugang$/);
    const rows = lines.slice(2, -1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^22\.11\.2026 10:00\s+API-Token erstellt\s+.*nachtexport.*\s+admin@example\.org\s+\S+\s+Sitzung$/);
    expect(rows[1]).toMatch(/^22\.11\.2026 10:00\s+Export\s+.*faq.*\s+admin@example\.org\s+\S+\s+Sitzung$/);
    expect(rows[2]).toMatch(/^22\.11\.2026 10:00\s+Cache geleert\s+.*catalogue-listings.*\s+admin@example\.org\s+\S+\s+Sitzung$/);
    expect(lines.at(-1)).toBe('3 Einträge, Seite 1 von 1 (aufbewahrt 365 Tage).');
  });

  it('filters by action and by day (both ends included), and --json gives the entries as the API does', async () => {
    const clears = await listed(['--action', 'cache.clear']);
    expect(clears.entries.map((entry) => [entry.action, entry.actor.email, entry.via])).toEqual([['cache.clear', ADMIN, 'session']]);
    expect((await listed(['--since', '2026-11-22', '--until', '2026-11-22'])).total).toBe(3);
    expect((await listed(['--since', '2026-11-23'])).entries).toEqual([]);
    expect((await listed(['--until', '2026-11-21'])).entries).toEqual([]);
    expect((await listed(['--action', 'import.images'])).total).toBe(0);
    const empty = await cli(['audit', 'list', '--since', '2026-11-23']);
    expect([empty.code, empty.stdout]).toEqual([0, 'Keine Einträge. 0 Einträge, Seite 1 von 1 (aufbewahrt 365 Tage).\n']);
  });

  it('pages by 50: a page after the last is empty, not an error', async () => {
    const second = await listed(['--page', '2']);
    expect([second.page, second.entries.length, second.total]).toEqual([2, 0, 3]);
  });

  it('refuses wrong arguments with one line saying what is right, exit code 2, before it calls any server', async () => {
    for (const [args, message] of [
      [['--since', '22.11.2026'], 'Bitte ein Datum im Format JJJJ-MM-TT angeben (z. B. 2026-11-01).'],
      [['--until', '2026-02-30'], 'Bitte ein Datum im Format JJJJ-MM-TT angeben (z. B. 2026-11-01).'],
      [['--action', 'loeschen'], 'Möglich sind: impersonation.start, impersonation.end, import.lexicon-csv'],
      [['--page', '0'], 'Bitte eine Seitenzahl ab 1 angeben.'],
      [['--page', 'zwei'], 'Bitte eine Seitenzahl ab 1 angeben.'],
      [['--seit', '2026-11-01'], '--seit'],
    ] as const) {
      // A base URL where nothing listens: the arguments are refused before a call could fail.
      const run = await runCli(['--base-url', 'http://127.0.0.1:1', 'audit', 'list', ...args], { env: { XDG_CONFIG_HOME: adminHome }, cwd: work });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout, args.join(' ')).toBe('');
      expect(run.stderr, args.join(' ')).toContain(message);
    }
  });

  it('without a login it asks for one (exit 1); a token of the admin works instead', async () => {
    const stranger = await mkdtemp(join(work, 'home-'));
    const refused = await cli(['audit', 'list'], stranger);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Fehler: Nicht angemeldet bei .*ifb login/);
    const token = (await cli(['token', 'create', '--name', 'audit-leser'])).stdout.split('\n')[0] ?? '';
    const withToken = await runCli(['--base-url', server.baseUrl, '--json', 'audit', 'list', '--action', 'token.create'], { env: { XDG_CONFIG_HOME: stranger, IFB_TOKEN: token }, cwd: work });
    expect(withToken.code, withToken.stderr).toBe(0);
    expect((JSON.parse(withToken.stdout) as AuditJson).total).toBe(2);
  });
});
