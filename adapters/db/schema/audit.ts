import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { instant } from './columns';

/**
 * The audit log: every admin action (application/audit/audit-log.ts names them) with who, when,
 * what and from where. Addresses are copied in, so an entry still says who and whom after an
 * account is deleted (the ids then become null). Kept for AUDIT_RETENTION_DAYS, then deleted by
 * the housekeeping. Replaces impersonation_log (migration 0007 moved its entries here).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    entryId: serial('entry_id').primaryKey(),
    at: instant('at').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.userId, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** The client's IP address, or "cli" for a command run on the server itself. */
    origin: text('origin').notNull(),
    /** How the actor was let in: "session", "token" (API token), "cli". */
    via: text('via').notNull(),
    /** What was acted on, in words (a cache, a file, a token's name, an account's address). */
    subject: text('subject').notNull(),
    /** The account an impersonation was of. */
    subjectUserId: integer('subject_user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The outcome in numbers (rows imported, objects exported …), as the action reports it. */
    details: jsonb('details'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_at_idx').on(t.action, t.at)],
);
