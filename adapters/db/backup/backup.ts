import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../database';
import { backupTables, migrationLevel, quoted, rowsOf, sequenceValues, type BackupTable, type SequenceValue } from './catalog';

/**
 * The backup format: NDJSON, one JSON document per line, readable by any tool.
 * - line 1, the header: `{"format":"ifb-backup","version":1,"createdAt":…,"migration":…,"tables":[{"name","rows"}],"sequences":[…]}`
 * - per table, a marker `{"@table":"name","rows":N}` followed by its N rows, each the row as
 *   PostgreSQL's row_to_json writes it (column names as keys; no column name starts with "@");
 * - the last line `{"@end":true,"rows":total}`, so a cut-off file is noticed.
 * Rows are passed through as PostgreSQL's text and back into json_populate_recordset, never
 * parsed by JavaScript: numerics, bigints, bytea and timestamps keep every digit.
 */
export const BACKUP_FORMAT = 'ifb-backup';
export const BACKUP_VERSION = 1;
const PAGE_ROWS = 1000;

export interface BackupHeader {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: number;
  readonly createdAt: string;
  readonly engine: string;
  readonly migration: string;
  readonly tables: readonly { readonly name: string; readonly rows: number }[];
  readonly sequences: readonly SequenceValue[];
}

export interface BackupSummary {
  readonly tables: number;
  readonly rows: number;
}

const rowCount = async (db: AppDatabase, table: string): Promise<number> =>
  Number((await rowsOf(db, sql.raw(`select count(*)::int as n from ${quoted(table)}`)))[0]?.n ?? 0);

const pageOf = async (db: AppDatabase, table: BackupTable, offset: number): Promise<readonly string[]> => {
  const order = table.key.length > 0 ? ` order by ${table.key.map(quoted).join(', ')}` : '';
  const query = `select row_to_json(r)::text as line from (select ${table.columns.map(quoted).join(', ')} from ${quoted(table.name)}${order} limit ${String(PAGE_ROWS)} offset ${String(offset)}) r`;
  return (await rowsOf(db, sql.raw(query))).map((row) => String(row.line));
};

/**
 * Writes the whole database to `writeLine` in one read-only transaction (repeatable read on
 * PostgreSQL), so the backup is one consistent state even while the site keeps taking orders.
 */
export const writeBackup = (
  db: AppDatabase,
  engine: string,
  now: string,
  writeLine: (line: string) => Promise<void>,
): Promise<BackupSummary> =>
  db.transaction(
    async (tx) => {
      const tables = await backupTables(tx);
      const counts = new Map<string, number>();
      for (const table of tables) counts.set(table.name, await rowCount(tx, table.name));
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now,
        engine,
        migration: await migrationLevel(tx),
        tables: tables.map((table) => ({ name: table.name, rows: counts.get(table.name) ?? 0 })),
        sequences: await sequenceValues(tx),
      };
      await writeLine(JSON.stringify(header));
      let total = 0;
      for (const table of tables) {
        const rows = counts.get(table.name) ?? 0;
        await writeLine(JSON.stringify({ '@table': table.name, rows }));
        for (let offset = 0; offset < rows; offset += PAGE_ROWS) {
          for (const line of await pageOf(tx, table, offset)) await writeLine(line);
        }
        total += rows;
      }
      await writeLine(JSON.stringify({ '@end': true, rows: total }));
      return { tables: tables.length, rows: total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
