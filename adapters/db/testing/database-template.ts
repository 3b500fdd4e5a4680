import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, type Database } from '../database';

/**
 * A state a test database starts in: a fresh, migrated database after `prepare` (seeding, say).
 * The name is the file name of its PGlite copy, so it must say everything `prepare` depends on
 * (the seed, the instant): two templates with one name would hand out the wrong data.
 */
export interface DatabaseTemplate {
  readonly name: string;
  prepare(database: Database): Promise<void>;
}

/** The migrated, empty database. */
export const migratedTemplate: DatabaseTemplate = { name: 'migrated', prepare: () => Promise.resolve() };

/**
 * The folder with a PGlite tarball per template, made once per test run by the global setup
 * (vitest.pglite-templates.ts). Unset outside that run: then every database is migrated and
 * prepared where it is opened, as before the templates.
 */
export const TEMPLATES_DIR_ENV = 'PGLITE_TEMPLATES_DIR';

const tarballOf = (dir: string, template: DatabaseTemplate): string => join(dir, `${template.name}.tar`);

/**
 * Migrating a fresh PGlite takes seconds (most of an API test file's start); loading a copy of
 * a migrated data folder takes a fraction of that. Builds every template from one migration and
 * writes its tarball (uncompressed: it loads faster than gzip) into `dir`.
 */
export const writePgliteTemplates = async (dir: string, templates: readonly DatabaseTemplate[]): Promise<void> => {
  // A dump of a live PGlite is what its own clone() starts from: every committed write is in it.
  const migrated = new PGlite();
  const migratedDatabase = await openPglite(migrated, { migrate: true });
  const migratedTarball = await migrated.dumpDataDir('none');
  await migratedDatabase.close();
  for (const template of templates) {
    const client = new PGlite({ loadDataDir: migratedTarball });
    // dumpDataDir() on a PGlite that is still starting never returns.
    await client.waitReady;
    const database = await openPglite(client, { migrate: false });
    await template.prepare(database);
    const tarball = await client.dumpDataDir('none');
    await database.close();
    await writeFile(tarballOf(dir, template), Buffer.from(await tarball.arrayBuffer()));
  }
};

/**
 * A new in-memory PGlite in the template's state, its own: a copy of the run's tarball, which
 * nobody writes to. Outside a run with templates, migrated and prepared here.
 */
export const openPgliteTemplate = async (template: DatabaseTemplate): Promise<Database> => {
  const dir = process.env[TEMPLATES_DIR_ENV];
  if (dir === undefined) {
    const database = await openPglite(new PGlite(), { migrate: true });
    await template.prepare(database);
    return database;
  }
  const file = tarballOf(dir, template);
  const tarball = await readFile(file).catch((error: unknown) => {
    throw new Error(`no PGlite template ${file}: add it to the list in vitest.pglite-templates.ts`, { cause: error });
  });
  const client = new PGlite({ loadDataDir: new Blob([tarball]) });
  await client.waitReady;
  return openPglite(client, { migrate: false });
};
