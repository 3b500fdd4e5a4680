/**
 * `npm run db:backup -- [--out FILE]` and `npm run db:restore -- FILE [--force]`: the whole
 * database (PGlite in PGLITE_DATA_DIR, or PostgreSQL at DATABASE_URL) to a portable NDJSON file
 * and back (backup.ts describes the format). Messages are for operators, in English like the
 * server's start-up messages. Exit codes: 0 done, 1 failed, 2 called wrongly.
 */
import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { systemClock } from '../../clock/system-clock';
import { databaseConfigFromEnv, openDatabase, type Database } from '../database';
import { writeBackup } from './backup';
import { linesOf, withLineFile } from './backup-files';
import { restoreBackup } from './restore';

const defaultDataDir = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

const fail = (message: string, code = 1): never => {
  console.error(`Error: ${message}`);
  process.exit(code);
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const withDatabase = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
  const config = databaseConfigFromEnv(process.env, defaultDataDir);
  const database = await openDatabase(config).catch((error: unknown) => fail(`cannot open the database (${config.kind}): ${messageOf(error)}`));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
};

const stamp = (): string => systemClock.now().toString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

const program = new Command('db')
  .description('Back up and restore the whole database (PGlite data folder or DATABASE_URL).')
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

program
  .command('backup')
  .description('Write every table to a portable NDJSON file (gzip when FILE ends in .gz).')
  .option('--out <file>', 'where to write the backup', `ifb-backup-${stamp()}.ndjson.gz`)
  .action(async ({ out }: { out: string }) => {
    const summary = await withDatabase((database) =>
      withLineFile(out, (writeLine) => writeBackup(database.db, database.kind, systemClock.now().toString(), writeLine)),
    ).catch((error: unknown) => fail(`backup failed, nothing written: ${messageOf(error)}`));
    console.log(`Backup written to ${out}: ${String(summary.tables)} tables, ${String(summary.rows)} rows.`);
  });

program
  .command('restore')
  .description('Read a backup into an empty database (all or nothing).')
  .argument('<file>', 'a file made by "npm run db:backup"')
  .option('--force', 'replace the data of a database that is not empty', false)
  .action(async (file: string, { force }: { force: boolean }) => {
    await access(file).catch(() => fail(`cannot read ${file}: no such file, or no permission.`));
    const result = await withDatabase((database) => restoreBackup(database.db, linesOf(file), { force })).catch((error: unknown) =>
      fail(`restore failed, nothing changed: ${messageOf(error)}`),
    );
    if ('problem' in result) fail(`${result.problem} Nothing was changed.`);
    else console.log(`Restored from ${file}: ${String(result.tables)} tables, ${String(result.rows)} rows.`);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
  throw error;
}
