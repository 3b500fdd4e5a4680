import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../database';
import { contentItems, contentItemTags, contentTags, contentTopics, lawNorms } from '../../schema';
import type { DemoContent } from './generate-content';

/** Rows per INSERT: far below PostgreSQL's 65535 bind parameters for the widest content table. */
const CHUNK_SIZE = 500;

const insertChunked = async <TTable extends PgTable>(db: AppDatabase, table: TTable, rows: readonly PgInsertValue<TTable>[]): Promise<void> => {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await db.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
};

/**
 * Inserts the demo content in foreign-key order, inside the caller's transaction, then moves the
 * content id sequence past the explicit ids so later imports get fresh ones.
 */
export const insertDemoContent = async (db: AppDatabase, content: DemoContent): Promise<void> => {
  await insertChunked(db, contentTopics, content.topics);
  await insertChunked(db, contentTags, content.tags);
  await insertChunked(db, contentItems, content.items);
  await insertChunked(db, contentItemTags, content.itemTags);
  await insertChunked(db, lawNorms, content.lawNorms);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('content_items', 'content_id'), coalesce((select max(content_id) from content_items), 0) + 1, false)`,
  );
};
