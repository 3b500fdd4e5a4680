import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
