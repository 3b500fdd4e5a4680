import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../database';

/** One table of the public schema as a backup sees it. */
export interface BackupTable {
  readonly name: string;
  /** The stored columns in their order; generated columns are left out (the database computes them). */
  readonly columns: readonly string[];
  /** Primary-key columns, so rows come out in a repeatable order (empty when the table has none). */
  readonly key: readonly string[];
}

type Row = Record<string, unknown>;

/** The rows of a raw query on either engine (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = async (db: AppDatabase, query: SQL): Promise<readonly Row[]> => {
  const result: unknown = await db.execute(query);
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? (result.rows as Row[]) : [];
};

const columnOf = (rows: readonly Row[], column: string): string[] => rows.map((row) => String(row[column]));

/**
 * Every table of the public schema, parents before children (by their foreign keys), so a
 * restore can insert them in this order with every constraint checked. Read from the
 * database's own catalog instead of the Drizzle schema: a table a migration created by hand
 * is in the backup too.
 */
export const backupTables = async (db: AppDatabase): Promise<readonly BackupTable[]> => {
  const tables = columnOf(
    await rowsOf(db, sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`),
    'relname',
  );
  const edges = await rowsOf(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint f
      join pg_class child on child.oid = f.conrelid join pg_class parent on parent.oid = f.confrelid
      where f.contype = 'f' and f.connamespace = 'public'::regnamespace and child.oid <> parent.oid`,
  );
  const described: BackupTable[] = [];
  for (const name of dependencyOrder(tables, edges.map((edge) => ({ child: String(edge.child), parent: String(edge.parent) })))) {
    const regclass = `public."${name}"`;
    const columns = columnOf(
      await rowsOf(db, sql`select attname from pg_attribute where attrelid = ${regclass}::regclass
        and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`),
      'attname',
    );
    const key = columnOf(
      await rowsOf(db, sql`select a.attname from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${regclass}::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`),
      'attname',
    );
    described.push({ name, columns, key });
  }
  return described;
};

/** Parents first; among tables of one level, by name (so two backups of one database are equal). */
export const dependencyOrder = (tables: readonly string[], edges: readonly { child: string; parent: string }[]): string[] => {
  const ordered: string[] = [];
  const placed = new Set<string>();
  let rest = [...tables].sort();
  while (rest.length > 0) {
    const ready = rest.filter((table) => edges.every((edge) => edge.child !== table || placed.has(edge.parent) || !tables.includes(edge.parent)));
    // A cycle of foreign keys between tables: take the rest as they are (none in this schema;
    // the restore then fails with the database's message instead of looping here).
    const next = ready.length > 0 ? ready : rest;
    for (const table of next) {
      ordered.push(table);
      placed.add(table);
    }
    rest = rest.filter((table) => !placed.has(table));
  }
  return ordered;
};

/**
 * The sequences of the public schema as `setval` takes them. Read from each sequence itself:
 * pg_sequences shows no value for one set with is_called = false (as the demo seed leaves them).
 */
export const sequenceValues = async (db: AppDatabase): Promise<readonly SequenceValue[]> => {
  const names = (await rowsOf(db, sql`select sequencename from pg_sequences where schemaname = 'public' order by sequencename`)).map((row) => String(row.sequencename));
  const values: SequenceValue[] = [];
  for (const name of names) {
    const [row] = await rowsOf(db, sql.raw(`select last_value::text as value, is_called as called from public.${quoted(name)}`));
    values.push({ name, value: String(row?.value), called: row?.called === true });
  }
  return values;
};

export interface SequenceValue {
  readonly name: string;
  readonly value: string;
  readonly called: boolean;
}

/** The newest migration applied (Drizzle's bookkeeping), so a backup is restored only into the same schema. */
export const migrationLevel = async (db: AppDatabase): Promise<string> => {
  const rows = await rowsOf(db, sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  return rows.length === 0 ? 'none' : String(rows[0]?.at);
};

export const quoted = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
