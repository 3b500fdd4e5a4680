import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleImpersonationLog } from '../accounts/impersonation-log-repository';
import * as schema from '../schema';
import { rowsOf } from '../backup/catalog';
import { DrizzleAuditLogRepository } from './audit-log-repository';

const migrations = fileURLToPath(new URL('../migrations', import.meta.url));

/** The migrations folder as it was before 0007: the same files, the journal cut after 0006. */
const foldersBefore0007 = async (dir: string): Promise<string> => {
  const before = join(dir, 'before-0007');
  await cp(migrations, before, { recursive: true });
  const journalFile = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < 7) }));
  return before;
};

describe('migration 0007', () => {
  let dir: string;
  let client: PGlite;
  const db = () => drizzle({ client, schema });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'migration-0007-'));
    client = new PGlite();
    await migrate(db(), { migrationsFolder: await foldersBefore0007(dir) });
    await db().execute(sql`insert into users (user_id, email, password_hash, salutation, firstname, lastname, company, role, created_at)
      values (1, 'admin@example.org', 'x', 'Frau', 'Petra', 'A', 'IFB', 'admin', now()), (7, 'jonas.weber@example.org', 'x', 'Herr', 'Jonas', 'W', 'M', 'user', now())`);
    await db().execute(sql`insert into impersonation_log (action, admin_id, admin_email, user_id, user_email, at) values
      ('start', 1, 'admin@example.org', 7, 'jonas.weber@example.org', '2026-11-20T10:00:00Z'),
      ('end', 1, 'admin@example.org', 7, 'jonas.weber@example.org', '2026-11-20T10:05:00Z'),
      ('start', null, 'geloescht@example.org', null, 'weg@example.org', '2026-11-21T08:00:00Z')`);
    await migrate(db(), { migrationsFolder: migrations });
  }, 120_000);
  afterAll(async () => {
    await client.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('moves every impersonation entry into the audit log and drops the old table', async () => {
    const moved = await new DrizzleAuditLogRepository(db()).page({ offset: 0, limit: 10 });
    expect(moved.total).toBe(3);
    expect(moved.entries.map((entry) => ({ ...entry, at: entry.at.toString() }))).toEqual([
      { entryId: 3, at: '2026-11-21T08:00:00Z', action: 'impersonation.start', actor: { userId: null, email: 'geloescht@example.org' }, origin: '', via: 'session', subject: 'weg@example.org', subjectUserId: null, details: null },
      { entryId: 2, at: '2026-11-20T10:05:00Z', action: 'impersonation.end', actor: { userId: 1, email: 'admin@example.org' }, origin: '', via: 'session', subject: 'jonas.weber@example.org', subjectUserId: 7, details: null },
      { entryId: 1, at: '2026-11-20T10:00:00Z', action: 'impersonation.start', actor: { userId: 1, email: 'admin@example.org' }, origin: '', via: 'session', subject: 'jonas.weber@example.org', subjectUserId: 7, details: null },
    ]);
    expect((await new DrizzleImpersonationLog(db()).recent(1))[0]).toMatchObject({ action: 'start', admin: { email: 'geloescht@example.org' }, user: { email: 'weg@example.org' } });
    expect(await rowsOf(db(), sql`select 1 from pg_class where relname = 'impersonation_log'`)).toEqual([]);
  });

  it('numbers new entries after the moved ones', async () => {
    await new DrizzleAuditLogRepository(db()).record({
      at: Temporal.Instant.from('2026-11-22T09:00:00Z'),
      action: 'cache.clear',
      actor: { userId: 1, email: 'admin@example.org' },
      origin: '127.0.0.1',
      via: 'session',
      subject: 'alle',
    });
    expect((await new DrizzleAuditLogRepository(db()).page({ offset: 0, limit: 1 })).entries[0]?.entryId).toBe(4);
  });
});
