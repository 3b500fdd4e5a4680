import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDemoTemplate } from '../../http-api/testing/test-app';
import type { Database } from '../database';
import { testDatabaseEngines } from '../testing/test-databases';
import { writeBackup } from './backup';
import { linesOf, withLineFile } from './backup-files';
import { backupTables, dependencyOrder, rowsOf } from './catalog';
import { restoreBackup } from './restore';

const AT = '2026-11-22T09:00:00Z';

const backupLines = async (database: Database): Promise<string[]> => {
  const lines: string[] = [];
  await writeBackup(database.db, database.kind, AT, (line) => {
    lines.push(line);
    return Promise.resolve();
  });
  return lines;
};

async function* streamOf(lines: readonly string[]): AsyncIterable<string> {
  for (const line of lines) yield await Promise.resolve(line);
}

/** Every row of every table as PostgreSQL prints it, in key order: what "equal databases" means here. */
const contentsOf = async (database: Database): Promise<Record<string, string[]>> => {
  const contents: Record<string, string[]> = {};
  for (const table of await backupTables(database.db)) {
    const order = table.key.length > 0 ? `order by ${table.key.map((column) => `"${column}"`).join(', ')}` : 'order by 1';
    const rows = await rowsOf(database.db, sql.raw(`select t::text as row from "${table.name}" t ${order}`));
    contents[table.name] = rows.map((row) => String(row.row));
  }
  return contents;
};

describe('dependencyOrder', () => {
  it('puts every parent before its children, whatever the names', () => {
    expect(dependencyOrder(['a_orders', 'b_users', 'c_items'], [
      { child: 'a_orders', parent: 'b_users' },
      { child: 'c_items', parent: 'a_orders' },
    ])).toEqual(['b_users', 'a_orders', 'c_items']);
  });
});

describe.each(testDatabaseEngines().map((engine) => [engine.name, engine] as const))('backup and restore on %s', (_name, engine) => {
  let seeded: Database;
  let lines: string[];

  beforeAll(async () => {
    seeded = await engine.open(testDemoTemplate);
    lines = await backupLines(seeded);
  });
  afterAll(async () => {
    await seeded.close();
  });

  it('restores the seeded demo data into a fresh database, every table equal row by row', async () => {
    const fresh = await engine.open();
    try {
      const restored = await restoreBackup(fresh.db, streamOf(lines), { force: false });
      const original = await contentsOf(seeded);
      expect(restored).toEqual({ tables: Object.keys(original).length, rows: Object.values(original).reduce((sum, rows) => sum + rows.length, 0) });
      expect(Object.values(original).filter((rows) => rows.length > 0).length).toBeGreaterThan(10);
      const copy = await contentsOf(fresh);
      for (const table of Object.keys(original)) expect({ table, rows: copy[table] }).toEqual({ table, rows: original[table] });
      // The sequences came along: a new row gets the next number, not one that is taken.
      const [theme] = await rowsOf(fresh.db, sql`select nextval(pg_get_serial_sequence('themes', 'theme_id'))::int as next, (select max(theme_id) from themes) as max`);
      expect(Number(theme?.next)).toBeGreaterThan(Number(theme?.max));
    } finally {
      await fresh.close();
    }
  });

  it('refuses a database with data and changes nothing; --force replaces it', async () => {
    const target = await engine.open(testDemoTemplate);
    try {
      await target.db.execute(sql`delete from wishlist_items`);
      expect(await restoreBackup(target.db, streamOf(lines), { force: false })).toEqual({
        problem: expect.stringMatching(/^The database is not empty \(table \w+ has rows\): restore into an empty database, or add --force/) as unknown,
      });
      expect((await contentsOf(target)).wishlist_items).toEqual([]);
      expect(await restoreBackup(target.db, streamOf(lines), { force: true })).toMatchObject({ rows: expect.any(Number) as unknown });
      expect(await contentsOf(target)).toEqual(await contentsOf(seeded));
    } finally {
      await target.close();
    }
  });

  it('names the fault of a damaged file and leaves the database empty', async () => {
    const fresh = await engine.open();
    try {
      const cut = lines.slice(0, Math.floor(lines.length / 2));
      const cases: [readonly string[], RegExp][] = [
        [[], /^The file is empty/],
        [['id,name', '1,x'], /^Line 1 is not valid JSON/],
        [['{"hello":1}'], /^The first line is not an ifb backup header/],
        [cut, /^The backup is cut off/],
        [[...lines.slice(0, -1), '{"@end":true,"rows":1}'], /^The end marker counts 1 rows/],
        [[lines[0] ?? '', '{"@table":"nope","rows":0}'], /this database has no table nope/],
        [[lines[0]?.replace(/"migration":"[^"]*"/, '"migration":"1"') ?? ''], /^The backup was made at schema migration 1, this database is at/],
      ];
      for (const [file, message] of cases) {
        const result = await restoreBackup(fresh.db, streamOf(file), { force: false });
        expect(result).toEqual({ problem: expect.stringMatching(message) as unknown });
      }
      expect(Object.values(await contentsOf(fresh)).flat()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('backup files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ifb-backup-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['b.ndjson', 'b.ndjson.gz'])('round-trips the lines of %s', async (name) => {
    const file = join(dir, name);
    const written = ['{"format":"ifb-backup"}', '{"a":"Grüße\\nzwei"}', '{"@end":true,"rows":0}'];
    await withLineFile(file, async (writeLine) => {
      for (const line of written) await writeLine(line);
    });
    const read: string[] = [];
    for await (const line of linesOf(file)) read.push(line);
    expect(read).toEqual(written);
  });

  it('leaves no file behind when the backup fails', async () => {
    const file = join(dir, 'failed.ndjson');
    await writeFile(join(dir, 'keep'), 'x');
    await expect(withLineFile(file, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    await expect(readFile(file)).rejects.toThrow();
    await expect(readFile(`${file}.partial`)).rejects.toThrow();
  });
});
