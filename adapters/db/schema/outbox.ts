import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Mails to send, written in the same transaction as the business change that causes them (an
 * order, a form submission), so a mail goes out exactly when the change is committed. The
 * dispatcher claims due rows, sends them and marks them sent, or counts the attempt and backs off.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which mail: one of OUTBOX_KINDS in application/mail/outbox-payloads.ts. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: instant('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * How many of the row's mails went out (feedback and forms send two: to the operator and a
     * copy to the sender), so a retry after a partial failure sends only the rest.
     */
    partsSent: integer('parts_sent').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    // The dispatcher only ever looks for unsent rows that are due.
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('outbox_kind_idx').on(t.kind),
    // The order PDF looks its confirmation up by order number and by the session that ordered.
    index('outbox_order_number_idx')
      .on(sql`(${t.payload}->>'orderNumber')`)
      .where(sql`${t.kind} = 'order_confirmation'`),
    index('outbox_order_session_idx')
      .on(sql`(${t.payload}->>'sessionId')`, t.createdAt)
      .where(sql`${t.kind} = 'order_confirmation'`),
  ],
);
