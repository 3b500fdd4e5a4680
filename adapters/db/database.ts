import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { traceTransactions, tracePglite, tracePool } from '../observability/traced-database';

export type Schema = typeof schema;
/** The Drizzle database every repository works on, whichever engine is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseConfig =
  | { readonly kind: 'pglite'; readonly dataDir?: string | undefined }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /** How long one statement may run before PostgreSQL cancels it; the default suits production. */
      readonly statementTimeoutMs?: number;
    };

export interface Database {
  readonly db: AppDatabase;
  readonly kind: DatabaseConfig['kind'];
  /** True when the database answers a trivial query (for /readyz). */
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections now (PGlite has no pool: undefined). */
  poolStats(): PoolStats | undefined;
  /** From now on every transaction and statement is a span of the active trace (OpenTelemetry on). */
  traceQueries(): void;
  close(): Promise<void>;
}

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  /** Requests waiting for a free connection. */
  readonly waiting: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Timeouts for the PostgreSQL pool, so a stuck database fails a request instead of hanging it. */
const CONNECTION_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 15_000;

/** Opens the database and brings its schema to the newest migration. */
export const openDatabase = async (config: DatabaseConfig): Promise<Database> => {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      statement_timeout: config.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      max: 10,
    });
    // An idle client can lose its connection (server restart, a terminated backend). The pool
    // drops such a client and opens a new one when needed; without a listener, Node would treat
    // the 'error' event as fatal and stop the whole server.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: () => pingWith(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      traceQueries: () => {
        tracePool(pool);
        traceTransactions(db);
      },
      close: () => pool.end(),
    };
  }
  // No dataDir: an in-memory database, as the tests use. PGlite creates only the last folder.
  if (config.dataDir !== undefined) await mkdir(config.dataDir, { recursive: true });
  return openPglite(new PGlite(config.dataDir), { migrate: true });
};

/**
 * The database on a PGlite client. `migrate: false` only for a copy of a database that is
 * already at the newest migration (the tests' templates, adapters/db/testing/database-template.ts).
 */
export const openPglite = async (client: PGlite, { migrate }: { readonly migrate: boolean }): Promise<Database> => {
  const db = drizzlePglite({ client, schema });
  if (migrate) await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: () => pingWith(db),
    poolStats: () => undefined,
    traceQueries: () => {
      tracePglite(client);
      traceTransactions(db);
    },
    close: () => client.close(),
  };
};

const pingWith = async (db: AppDatabase): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};

/** DATABASE_URL selects PostgreSQL; otherwise the embedded PGlite in the given folder. */
export const databaseConfigFromEnv = (env: NodeJS.ProcessEnv, defaultDataDir: string): DatabaseConfig => {
  const url = env.DATABASE_URL;
  return url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR ?? defaultDataDir };
};
