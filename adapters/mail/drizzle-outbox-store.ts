import { eq, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { ClaimedOutboxRow, ClaimRequest, OutboxStore } from '../../application/mail/outbox-store';
import type { AppDatabase } from '../db/database';
import { outbox } from '../db/schema';

interface ClaimedRecord extends Record<string, unknown> {
  readonly id: number | string;
  readonly created_ms: number | string;
  readonly kind: string;
  readonly payload: unknown;
  readonly attempts: number;
  readonly parts_sent: number;
}

/** node-postgres hands result rows out as `rows`; PGlite as well, under the same name. */
const rowsOf = (result: unknown): readonly ClaimedRecord[] =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? (result.rows as ClaimedRecord[]) : [];

/**
 * The outbox for the dispatcher. Claiming is one statement: the inner SELECT … FOR UPDATE SKIP
 * LOCKED lets concurrent instances on one PostgreSQL take disjoint rows, and the UPDATE leases
 * them (next_attempt_at moves past the lease) so they stay taken after the statement commits.
 * PGlite has a single connection, where the same statement simply runs alone.
 */
export class DrizzleOutboxStore implements OutboxStore {
  constructor(private readonly db: AppDatabase) {}

  async claimDue({ now, leaseUntil, limit, maxAttempts }: ClaimRequest): Promise<readonly ClaimedOutboxRow[]> {
    const result = await this.db.execute(sql`
      update ${outbox}
         set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toString()}
       where id in (
         select id from ${outbox}
          where sent_at is null and next_attempt_at <= ${now.toString()} and attempts < ${maxAttempts}
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
      returning id, (extract(epoch from created_at) * 1000)::bigint as created_ms, kind, payload, attempts, parts_sent`);
    return rowsOf(result)
      .map((row) => ({ id: Number(row.id), createdAtMs: Number(row.created_ms), kind: row.kind, payload: row.payload, attempts: row.attempts, partsSent: row.parts_sent }))
      .sort((a, b) => a.id - b.id);
  }

  async markPartSent(id: number, partsSent: number): Promise<void> {
    await this.db.update(outbox).set({ partsSent }).where(eq(outbox.id, id));
  }

  async markSent(id: number, at: Temporal.Instant): Promise<void> {
    await this.db.update(outbox).set({ sentAt: at.toString(), lastError: null }).where(eq(outbox.id, id));
  }

  async markFailed(id: number, error: string, retryAt: Temporal.Instant | undefined, maxAttempts: number): Promise<void> {
    await this.db
      .update(outbox)
      .set(
        retryAt === undefined
          ? { lastError: error, attempts: sql`greatest(${outbox.attempts}, ${maxAttempts})` }
          : { lastError: error, nextAttemptAt: retryAt.toString() },
      )
      .where(eq(outbox.id, id));
  }
}
