import { randomBytes } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppDatabase } from '../database';
import * as schema from '../schema';

export const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** A copy of the migrations folder as it was before migration `idx`: the same files, the journal cut before it. */
export const migrationsBefore = async (idx: number, dir: string): Promise<string> => {
  const before = join(dir, `before-${String(idx)}`);
  await cp(MIGRATIONS, before, { recursive: true });
  const journalFile = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < idx) }));
  return before;
};

/** An empty database that a test migrates step by step, to test a migration on the data of the one before. */
export interface BlankDatabase {
  readonly db: AppDatabase;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export interface BlankDatabaseEngine {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<BlankDatabase>;
}

const pglite: BlankDatabaseEngine = {
  name: 'pglite',
  open: () => {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema }) as unknown as AppDatabase;
    return Promise.resolve({
      db,
      migrate: (folder) => migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: folder }),
      close: () => client.close(),
    });
  },
};

/** A database of its own on the server, dropped at close. */
const postgres = (adminUrl: string): BlankDatabaseEngine => ({
  name: 'postgres',
  open: async () => {
    const name = `blank_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const db = drizzlePg({ client: pool, schema }) as unknown as AppDatabase;
    return {
      db,
      migrate: (folder) => migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  },
});

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const blankDatabaseEngines = (): readonly BlankDatabaseEngine[] => {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
};
