import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../database';

/** One row written (inserted, updated or deleted) in a table, in the order it happened. */
export interface RowChange {
  readonly id: number;
  readonly table: string;
  readonly operation: string;
}

export interface RowChangeLog {
  /** The id of the newest change so far: pass it to `since` after a request. */
  mark(): Promise<number>;
  /** Every change after the mark. */
  since(mark: number): Promise<readonly RowChange[]>;
}

/**
 * A test's witness of every stored change: a row trigger on each table of the schema logs the
 * table and the operation into `test_row_changes`. Cheaper than a checksum of all tables after
 * each request, and it names the table that changed. For test databases only.
 */
export const installRowChangeLog = async (db: AppDatabase): Promise<RowChangeLog> => {
  await db.execute(sql`create table if not exists test_row_changes (id bigserial primary key, table_name text not null, operation text not null)`);
  await db.execute(
    sql.raw(`create or replace function test_log_row_change() returns trigger language plpgsql as $$
      begin
        insert into test_row_changes (table_name, operation) values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`do $$
      declare t text;
      begin
        for t in select tablename from pg_tables where schemaname = 'public' and tablename <> 'test_row_changes' loop
          execute format('drop trigger if exists test_row_change on %I', t);
          execute format('create trigger test_row_change after insert or update or delete on %I for each row execute function test_log_row_change()', t);
        end loop;
      end $$`),
  );
  return {
    mark: async () => {
      const rows = rowsOf<{ last: string | number | null }>(await db.execute(sql`select max(id) as last from test_row_changes`));
      return Number(rows[0]?.last ?? 0);
    },
    since: async (mark) => {
      const rows = rowsOf<{ id: string | number; table_name: string; operation: string }>(
        await db.execute(sql`select id, table_name, operation from test_row_changes where id > ${mark} order by id`),
      );
      return rows.map((row) => ({ id: Number(row.id), table: row.table_name, operation: row.operation }));
    },
  };
};

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too; both carry them there. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row shape of its own query
const rowsOf = <R>(result: unknown): readonly R[] => (result as { rows: R[] }).rows;
