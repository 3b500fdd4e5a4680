import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../database';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupSummary } from './backup';
import { backupTables, migrationLevel, quoted, rowsOf, type BackupTable } from './catalog';

const BATCH_ROWS = 500;

/** What went wrong, in one line an operator can act on; nothing was written. */
export interface RestoreProblem {
  readonly problem: string;
}

class BadBackup extends Error {}

const parse = (line: string, lineNumber: number): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new BadBackup(`Line ${String(lineNumber)} is not valid JSON: the file is damaged or not an ifb backup.`);
  }
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const headerOf = (line: string | undefined): BackupHeader => {
  if (line === undefined) throw new BadBackup('The file is empty: it is not an ifb backup.');
  const header = parse(line, 1);
  if (!isObject(header) || header.format !== BACKUP_FORMAT || !Array.isArray(header.tables))
    throw new BadBackup('The first line is not an ifb backup header: the file is not a backup made by "npm run db:backup".');
  if (header.version !== BACKUP_VERSION)
    throw new BadBackup(`The backup has format version ${String(header.version)}; this program reads version ${String(BACKUP_VERSION)}.`);
  return header as unknown as BackupHeader;
};

/** The first table that has rows, if any. */
const firstFilledTable = async (db: AppDatabase, tables: readonly BackupTable[]): Promise<string | undefined> => {
  for (const table of tables) {
    if ((await rowsOf(db, sql.raw(`select 1 from ${quoted(table.name)} limit 1`))).length > 0) return table.name;
  }
  return undefined;
};

const insertBatch = async (db: AppDatabase, table: BackupTable, lines: readonly string[], firstLine: number): Promise<void> => {
  const columns = table.columns.map(quoted).join(', ');
  try {
    await db.execute(
      sql`insert into ${sql.raw(quoted(table.name))} (${sql.raw(columns)}) overriding system value
          select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quoted(table.name))}, ${`[${lines.join(',')}]`}::json)`,
    );
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new BadBackup(`Table ${table.name}, rows from line ${String(firstLine)}: the database refused them (${cause}).`);
  }
};

interface Cursor {
  readonly next: () => Promise<{ line: string; number: number } | undefined>;
}

const cursorOver = (lines: AsyncIterable<string>): Cursor => {
  const iterator = lines[Symbol.asyncIterator]();
  let number = 0;
  return {
    next: async () => {
      for (;;) {
        const step = await iterator.next();
        if (step.done === true) return undefined;
        number += 1;
        if (step.value.trim() !== '') return { line: step.value, number };
      }
    },
  };
};

const restoreTable = async (db: AppDatabase, table: BackupTable, rows: number, cursor: Cursor): Promise<void> => {
  let batch: string[] = [];
  let batchStart = 0;
  for (let read = 0; read < rows; read += 1) {
    const next = await cursor.next();
    if (next === undefined) throw new BadBackup(`The backup is cut off: table ${table.name} ends after ${String(read)} of its ${String(rows)} rows.`);
    if (next.line.startsWith('{"@')) throw new BadBackup(`Line ${String(next.number)}: table ${table.name} has fewer rows than its marker says (${String(rows)}).`);
    if (batch.length === 0) batchStart = next.number;
    batch.push(next.line);
    if (batch.length === BATCH_ROWS) {
      await insertBatch(db, table, batch, batchStart);
      batch = [];
    }
  }
  if (batch.length > 0) await insertBatch(db, table, batch, batchStart);
};

/**
 * Reads a backup into the database in one transaction: either every row is in, or nothing
 * changed. Refuses a database with data unless `force` (then it is emptied first, in the same
 * transaction), and a backup of another schema version.
 */
export const restoreBackup = async (
  db: AppDatabase,
  lines: AsyncIterable<string>,
  { force }: { readonly force: boolean },
): Promise<BackupSummary | RestoreProblem> => {
  const cursor = cursorOver(lines);
  try {
    const header = headerOf((await cursor.next())?.line);
    return await db.transaction(async (tx) => {
      const migration = await migrationLevel(tx);
      if (migration !== header.migration)
        throw new BadBackup(
          `The backup was made at schema migration ${header.migration}, this database is at ${migration}: restore it with the version of the application that made it.`,
        );
      const tables = new Map((await backupTables(tx)).map((table) => [table.name, table]));
      const filled = await firstFilledTable(tx, [...tables.values()]);
      if (filled !== undefined && !force)
        throw new BadBackup(`The database is not empty (table ${filled} has rows): restore into an empty database, or add --force to replace everything in it.`);
      if (tables.size > 0) await tx.execute(sql.raw(`truncate ${[...tables.keys()].map(quoted).join(', ')} restart identity cascade`));
      let total = 0;
      let restoredTables = 0;
      for (;;) {
        const next = await cursor.next();
        if (next === undefined) throw new BadBackup('The backup is cut off: its last line (the end marker) is missing.');
        const marker = parse(next.line, next.number);
        if (isObject(marker) && marker['@end'] === true) {
          if (marker.rows !== total) throw new BadBackup(`The end marker counts ${String(marker.rows)} rows, the file holds ${String(total)}.`);
          break;
        }
        if (!isObject(marker) || typeof marker['@table'] !== 'string' || typeof marker.rows !== 'number')
          throw new BadBackup(`Line ${String(next.number)}: expected a table marker ({"@table": …}), found something else.`);
        const table = tables.get(marker['@table']);
        if (table === undefined) throw new BadBackup(`Line ${String(next.number)}: this database has no table ${marker['@table']}.`);
        await restoreTable(tx, table, marker.rows, cursor);
        total += marker.rows;
        restoredTables += 1;
      }
      for (const sequence of header.sequences) {
        await tx.execute(sql`select setval(${`public.${quoted(sequence.name)}`}, ${sequence.value}::bigint, ${sequence.called})`);
      }
      return { tables: restoredTables, rows: total };
    });
  } catch (error) {
    if (error instanceof BadBackup) return { problem: error.message };
    throw error;
  }
};
