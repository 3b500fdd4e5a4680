import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { instant } from './columns';

/**
 * A requested change of the login address, waiting for its link: the address changes only when
 * the link mailed to it is followed. One per account; a new request replaces the old one.
 */
export const loginEmailChanges = pgTable(
  'login_email_changes',
  {
    /** SHA-256 of the token in the link: a leaked table changes no address. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('login_email_changes_user_idx').on(t.userId)],
);

/**
 * Every start and end of an admin's impersonation of a user. The addresses are copied in, so
 * the record still says who and whom after an account is deleted (the ids then become null).
 */
export const impersonationLog = pgTable(
  'impersonation_log',
  {
    entryId: serial('entry_id').primaryKey(),
    action: text('action', { enum: ['start', 'end'] }).notNull(),
    adminId: integer('admin_id').references(() => users.userId, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('impersonation_log_at_idx').on(t.at)],
);
