import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../database';
import { migratedTemplate, openPgliteTemplate, type DatabaseTemplate } from './database-template';

/** One engine the repository contract suites run against. */
export interface TestDatabaseEngine {
  readonly name: 'pglite' | 'postgres';
  /** A fresh, migrated database in the template's state (empty by default); close() also removes it. */
  open(template?: DatabaseTemplate): Promise<Database>;
}

/** A copy of the test run's template (adapters/db/testing/database-template.ts). */
const pglite: TestDatabaseEngine = { name: 'pglite', open: (template = migratedTemplate) => openPgliteTemplate(template) };

/**
 * Each PostgreSQL test database is created for the test and dropped after it, so suites can
 * run side by side and leave the server as they found it.
 */
const postgres = (adminUrl: string): TestDatabaseEngine => ({
  name: 'postgres',
  open: async (template = migratedTemplate) => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await template.prepare(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        try {
          await dropper.query(`drop database if exists ${name} with (force)`);
        } finally {
          await dropper.end();
        }
      },
    };
  },
});

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseEngines = (): readonly TestDatabaseEngine[] => {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
};
