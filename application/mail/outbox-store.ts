import type { Temporal } from 'temporal-polyfill';

/** A row the dispatcher has claimed: nobody else sends it until the lease ends. */
export interface ClaimedOutboxRow {
  readonly id: number;
  /** When the row was written (epoch milliseconds): with the id, unique across databases too. */
  readonly createdAtMs: number;
  readonly kind: string;
  readonly payload: unknown;
  /** Attempts including this one. */
  readonly attempts: number;
  /** Mails of this row already sent by an earlier attempt. */
  readonly partsSent: number;
}

export interface ClaimRequest {
  readonly now: Temporal.Instant;
  /** Until when the claim holds; a crashed sender's rows are claimed again after it. */
  readonly leaseUntil: Temporal.Instant;
  readonly limit: number;
  /** Rows that used up their attempts stay (with their last error) for an operator to look at. */
  readonly maxAttempts: number;
}

/** Driven port: the outbox as the dispatcher works it (PostgreSQL: FOR UPDATE SKIP LOCKED). */
export interface OutboxStore {
  /** Takes up to `limit` unsent, due rows, oldest first, counting the attempt and leasing them. */
  claimDue(request: ClaimRequest): Promise<readonly ClaimedOutboxRow[]>;
  markPartSent(id: number, partsSent: number): Promise<void>;
  markSent(id: number, at: Temporal.Instant): Promise<void>;
  /** Another attempt at `retryAt`; undefined gives up (the row is never claimed again). */
  markFailed(id: number, error: string, retryAt: Temporal.Instant | undefined, maxAttempts: number): Promise<void>;
}
