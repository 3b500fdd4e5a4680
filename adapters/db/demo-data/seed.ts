import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../database';
import { bookables, conferenceProgramItems, conferences, eventManagers, gremien, rubrics, themes, users } from '../schema';
import { consultants, eventFiles, werbemittelArticles, wishlistItems } from '../schema';
import { WERBEMITTEL_ARTICLES } from './werbemittel-articles';
import { insertDemoContent } from './content/seed-content';
import { enterDemoCatalogue } from './enter-catalogue';
import { generateDemoData } from './generate';
import type { DemoData, DemoDataOptions, DemoUser } from './generate';
import { playDemoStory } from './story/play-story';

/** Turns a plain password into the stored hash (the real scrypt hasher in production). */
export type HashPassword = (plain: string) => Promise<string>;

/** Rows per INSERT: well below PostgreSQL's 65535 bind parameters for the widest table. */
export const CHUNK_SIZE = 500;

/** Serializes concurrent seeders (several app instances starting at once on one PostgreSQL). */
const SEED_LOCK_KEY = 7_318_245_001;

/** Serial columns the demo data fills with explicit ids; their sequences must move past them. */
const SERIAL_COLUMNS = [
  ['rubrics', 'rubric_id'],
  ['themes', 'theme_id'],
  ['event_managers', 'manager_id'],
  ['consultants', 'consultant_id'],
  ['conferences', 'conference_id'],
  ['gremien', 'gremium_id'],
  ['users', 'user_id'],
  ['werbemittel_articles', 'article_id'],
] as const;

const chunked = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK_SIZE) }, (_, index) =>
    rows.slice(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE),
  );

const insertChunked = async <TTable extends PgTable>(
  db: AppDatabase,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> => {
  for (const chunk of chunked(rows)) {
    await db.insert(table).values(chunk);
  }
};

type UserRow = typeof users.$inferInsert;

/**
 * Hashing is slow on purpose (scrypt) and runs in libuv's thread pool: it starts before the
 * transaction opens and overlaps the catalogue's inserts, which wait for it only at the users.
 */
const startHashing = (demoUsers: readonly DemoUser[], hashPassword: HashPassword): Promise<readonly UserRow[]> => {
  const hashing = Promise.all(
    demoUsers.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })),
  );
  // Should the transaction fail before it waits for the hashes, their failure is no second error.
  hashing.catch(() => undefined);
  return hashing;
};

/**
 * The reference data the back office does not edit (rubrics, organisers, consultants, the
 * Gremium, the knowledge content, the shop's articles) goes in as rows; the people follow, then
 * the catalogue as staff would enter it (enter-catalogue.ts), and what hangs on its dates.
 * Finally the serial sequences move past the explicit ids.
 */
const insertAll = async (db: AppDatabase, data: DemoData, userRows: Promise<readonly UserRow[]>): Promise<void> => {
  await insertChunked(db, rubrics, data.rubrics);
  await insertChunked(db, eventManagers, data.eventManagers);
  await insertChunked(db, consultants, data.consultants);
  await insertChunked(db, gremien, data.gremien);
  await insertDemoContent(db, data.content);
  await insertChunked(db, werbemittelArticles, WERBEMITTEL_ARTICLES);
  await insertChunked(db, users, await userRows);
  await enterDemoCatalogue(db, data, data.now);
  // Fachtagungen have no "new" form in the back office (only changes and the cancellation): their rows go in as planned.
  await insertChunked(db, bookables, data.conferences.map((conference) => ({ bookableId: conference.bookableId, kind: 'fachtagung' as const })));
  await insertChunked(db, conferences, data.conferences);
  await insertChunked(db, conferenceProgramItems, data.conferenceProgramItems);
  await insertChunked(db, eventFiles, data.eventFiles);
  await insertChunked(db, wishlistItems, data.wishlistItems);
  for (const [table, column] of SERIAL_COLUMNS) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
};

/** Writes the demo data in one transaction: either all of it lands or none. */
export const seedDemoData = async (db: AppDatabase, data: DemoData, hashPassword: HashPassword): Promise<void> => {
  const userRows = startHashing(data.users, hashPassword);
  await db.transaction(async (tx) => {
    await insertAll(tx, data, userRows);
  });
};

export interface SeedOptions extends DemoDataOptions {
  /**
   * Whether the demo's people get their story (story/play-story.ts); true unless said. Tests of
   * the rules turn it off and place the bookings they assert on themselves.
   */
  readonly withStory?: boolean;
}

const catalogueIsEmpty = async (db: AppDatabase): Promise<boolean> =>
  (await db.select({ themeId: themes.themeId }).from(themes).limit(1)).length === 0;

/**
 * Seeds only a database without themes, so restarting the app keeps what is there. The check is
 * repeated under an advisory lock inside the transaction: of two instances starting together,
 * one seeds and the other finds the catalogue filled. Besides the catalogue, the demo's people
 * get their story (story/play-story.ts): what they attended, booked, reserved and wait for.
 * Returns whether it seeded.
 */
export const seedIfEmpty = async (
  db: AppDatabase,
  options: SeedOptions,
  hashPassword: HashPassword,
): Promise<boolean> => {
  if (!(await catalogueIsEmpty(db))) return false;
  const data = generateDemoData(options);
  const userRows = startHashing(data.users, hashPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await catalogueIsEmpty(tx))) return false;
    await insertAll(tx, data, userRows);
    if (options.withStory ?? true) await playDemoStory(tx, data, options.now);
    return true;
  });
};
