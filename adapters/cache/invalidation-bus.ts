import { sql } from 'drizzle-orm';
import type { CacheInvalidationBus } from '../../application/cache/cache-invalidation';
import type { Database } from '../db/database';
import { InProcessInvalidationBus } from './in-process-invalidation-bus';
import { PgNotifyInvalidationBus, type BusLog } from './pg-notify-invalidation-bus';

/**
 * The bus for this database: LISTEN/NOTIFY on PostgreSQL, where other instances may share the
 * database (it needs the URL for its own listening connection); in-process on PGlite, which
 * has one instance only. A PostgreSQL database without a URL gets the in-process bus, and says so.
 */
export const openInvalidationBus = async (database: Database, databaseUrl: string | undefined, log: BusLog): Promise<CacheInvalidationBus> => {
  if (database.kind !== 'postgres') return new InProcessInvalidationBus();
  if (databaseUrl === undefined) {
    log.warn('cache invalidation: no DATABASE_URL for a listening connection; cache clears stay on this instance');
    return new InProcessInvalidationBus();
  }
  return PgNotifyInvalidationBus.start({
    connectionString: databaseUrl,
    notify: async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    log,
  });
};
