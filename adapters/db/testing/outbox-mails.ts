import { and, desc, eq, sql } from 'drizzle-orm';
import type { OutboxKind } from '../../../application/mail/outbox-payloads';
import type { AppDatabase } from '../database';
import { outbox } from '../schema';

/**
 * The payloads of the mails of one kind to an address (its case ignored), newest first, as the
 * outbox keeps them until they are sent: what a test reads a mailed link's token from.
 */
export const outboxMailsTo = async (db: AppDatabase, kind: OutboxKind, email: string): Promise<readonly Record<string, unknown>[]> => {
  const rows = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), sql`lower(${outbox.payload}->'recipient'->>'email') = lower(${email})`))
    .orderBy(desc(outbox.id));
  return rows.map((row) => row.payload as Record<string, unknown>);
};

/** The token of the newest mail of one kind to the address; throws when there is none. */
export const newestMailedToken = async (db: AppDatabase, kind: OutboxKind, email: string): Promise<string> => {
  const [newest] = await outboxMailsTo(db, kind, email);
  const token = newest?.token;
  if (typeof token !== 'string') throw new Error(`no ${kind} mail with a token to ${email}`);
  return token;
};
