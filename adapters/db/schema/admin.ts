import { customType, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { instant } from './columns';

/** PostgreSQL's bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The admins' API tokens for scripts and the CLI; only a hash of each token is kept. */
export const adminApiTokens = pgTable(
  'admin_api_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('admin_api_tokens_user_idx').on(t.userId)],
);

/**
 * Pictures of seminars (themes) and hotels, imported by an admin (/manage/import-images). Kept
 * in the database, so every app instance serves the same ones without a shared folder.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    ownerKind: text('owner_kind', { enum: ['seminar', 'hotel'] }).notNull(),
    /** themes.slug or hotels.slug. */
    ownerSlug: text('owner_slug').notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    /** The file it came from, relative to the import folder. */
    sourceFile: text('source_file').notNull(),
    importedAt: instant('imported_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerSlug] })],
);
