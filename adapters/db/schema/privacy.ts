import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { instant } from './columns';

/** PostgreSQL's bytea as bytes (PGlite hands a Uint8Array, node-postgres a Buffer). */
const bytes = customType<{ data: Uint8Array; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * "Meine Daten herunterladen": asked for in the settings, the ZIP is made by the background job
 * and fetched once through the mailed link. Deleted with the account, and by the retention job
 * 48 hours after it was ready (domain/privacy/retention-rules).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    exportId: uuid('export_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** SHA-256 of the mailed link's token, made with the ZIP: a leaked table hands out nothing. */
    tokenHash: text('token_hash').unique(),
    requestedAt: instant('requested_at').notNull(),
    /** Set by the job with the ZIP; null while it waits. */
    readyAt: instant('ready_at'),
    expiresAt: instant('expires_at'),
    /** The link works once: set at the download. */
    downloadedAt: instant('downloaded_at'),
    zip: bytes('zip'),
  },
  (t) => [index('data_exports_user_idx').on(t.userId), index('data_exports_pending_idx').on(t.requestedAt)],
);
