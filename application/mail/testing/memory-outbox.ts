import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../ports/clock';
import type { MailMessage, Mailer } from '../mailer';
import { OUTBOX_PAYLOAD_CODECS, type OutboxKind, type OutboxPayloadOf } from '../outbox-payloads';
import type { Outbox, OutboxTransaction } from '../outbox.port';
import type { ClaimedOutboxRow, ClaimRequest, OutboxStore } from '../outbox-store';

export interface MemoryOutboxRow {
  readonly id: number;
  readonly kind: string;
  readonly payload: unknown;
  readonly createdAt: Temporal.Instant;
  attempts: number;
  partsSent: number;
  nextAttemptAt: Temporal.Instant;
  sentAt: Temporal.Instant | null;
  lastError: string | null;
}

/** The outbox in memory, for use-case tests: the same contract as the Drizzle store. */
export class MemoryOutbox implements Outbox, OutboxStore {
  readonly rows: MemoryOutboxRow[] = [];

  constructor(private readonly clock: Clock) {}

  enqueue<K extends OutboxKind>(_tx: OutboxTransaction | undefined, kind: K, payload: OutboxPayloadOf<K>): Promise<void> {
    const codec: { encode(value: OutboxPayloadOf<K>): unknown } = OUTBOX_PAYLOAD_CODECS[kind];
    this.insertRaw(kind, JSON.parse(JSON.stringify(codec.encode(payload))));
    return Promise.resolve();
  }

  /** A row as something else than enqueue might have left it (an unknown kind, a broken payload). */
  insertRaw(kind: string, payload: unknown): void {
    const now = this.clock.now();
    this.rows.push({ id: this.rows.length + 1, kind, payload, createdAt: now, attempts: 0, partsSent: 0, nextAttemptAt: now, sentAt: null, lastError: null });
  }

  claimDue({ now, leaseUntil, limit, maxAttempts }: ClaimRequest): Promise<readonly ClaimedOutboxRow[]> {
    const due = this.rows
      .filter((row) => row.sentAt === null && Temporal.Instant.compare(row.nextAttemptAt, now) <= 0 && row.attempts < maxAttempts)
      .slice(0, limit);
    for (const row of due) {
      row.attempts += 1;
      row.nextAttemptAt = leaseUntil;
    }
    return Promise.resolve(due.map(({ id, createdAt, kind, payload, attempts, partsSent }) => ({ id, createdAtMs: createdAt.epochMilliseconds, kind, payload, attempts, partsSent })));
  }

  markPartSent(id: number, partsSent: number): Promise<void> {
    this.row(id).partsSent = partsSent;
    return Promise.resolve();
  }

  markSent(id: number, at: Temporal.Instant): Promise<void> {
    const row = this.row(id);
    row.sentAt = at;
    row.lastError = null;
    return Promise.resolve();
  }

  markFailed(id: number, error: string, retryAt: Temporal.Instant | undefined, maxAttempts: number): Promise<void> {
    const row = this.row(id);
    row.lastError = error;
    if (retryAt === undefined) row.attempts = Math.max(row.attempts, maxAttempts);
    else row.nextAttemptAt = retryAt;
    return Promise.resolve();
  }

  private row(id: number): MemoryOutboxRow {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (row === undefined) throw new Error(`no outbox row ${String(id)}`);
    return row;
  }
}

/** A mailer that keeps what it is given; `failNext` makes the next sends reject like a refusing server. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failures: Error[] = [];

  send(message: MailMessage): Promise<void> {
    const failure = this.failures.shift();
    if (failure !== undefined) return Promise.reject(failure);
    this.sent.push(message);
    return Promise.resolve();
  }
}

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Temporal.Instant) {}

  now(): Temporal.Instant {
    return this.current;
  }

  advance(duration: Temporal.DurationLike): void {
    this.current = this.current.add(duration);
  }
}
