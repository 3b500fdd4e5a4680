import * as E from 'fp-ts/Either';
import type { PdfRenderer } from '../documents/pdf-renderer';
import type { Clock } from '../ports/clock';
import { composeMails, type MailSettings } from './compose-mails';
import type { Mailer } from './mailer';
import { OUTBOX_PAYLOAD_CODECS, type OutboxKind, type OutboxMessage } from './outbox-payloads';
import type { ClaimedOutboxRow, OutboxStore } from './outbox-store';
import { nextAttemptAt, RETRY_POLICY, type RetryPolicy } from './retry-policy';

export interface DispatcherOptions {
  readonly batchSize?: number;
  /** How long a claimed row is kept from other senders (covers a slow SMTP server). */
  readonly leaseSeconds?: number;
  readonly retry?: RetryPolicy;
}

export interface DispatchReport {
  readonly sent: number;
  readonly retried: number;
  readonly abandoned: number;
}

const ERROR_LENGTH = 1000;

const isKind = (kind: string): kind is OutboxKind => Object.hasOwn(OUTBOX_PAYLOAD_CODECS, kind);

/** The row as a message the templates know, or why not (a bug upstream: retrying will not help). */
const decodeRow = (row: ClaimedOutboxRow): E.Either<string, OutboxMessage> => {
  if (!isKind(row.kind)) return E.left(`unknown outbox kind: ${row.kind}`);
  const decoded = OUTBOX_PAYLOAD_CODECS[row.kind].decode(row.payload);
  return E.isLeft(decoded)
    ? E.left(`payload of ${row.kind} does not decode`)
    : E.right({ kind: row.kind, payload: decoded.right } as OutboxMessage);
};

/**
 * Time, row and part: stable across attempts and instances, unique across the outbox and across
 * databases (a fresh or restored database counts its rows from 1 again: a key of row and part
 * alone met the earlier database's mails in the same pickup folder, and the new mails were taken
 * for copies and dropped). Padded so that keys (and the pickup folder's file names) sort in the
 * order the mails were written.
 */
export const deliveryKeyOf = (row: Pick<ClaimedOutboxRow, 'id' | 'createdAtMs'>, part: number): string =>
  `outbox-${String(row.createdAtMs).padStart(13, '0')}-${String(row.id).padStart(12, '0')}-${String(part)}`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);

/**
 * Sends what the outbox holds: claims due rows, composes their mails, hands them to the mailer,
 * marks them sent, or schedules a retry with backoff. Several dispatchers (one per instance)
 * may run at once: a claimed row is leased to one of them.
 */
export class OutboxDispatcher {
  private readonly batchSize: number;
  private readonly leaseSeconds: number;
  private readonly retry: RetryPolicy;

  constructor(
    private readonly store: OutboxStore,
    private readonly mailer: Mailer,
    private readonly pdf: PdfRenderer,
    private readonly settings: MailSettings,
    private readonly clock: Clock,
    options: DispatcherOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseSeconds = options.leaseSeconds ?? 300;
    this.retry = options.retry ?? RETRY_POLICY;
  }

  /** One round: every due row of one batch, each sent or rescheduled. */
  async dispatchDue(): Promise<DispatchReport> {
    const now = this.clock.now();
    const rows = await this.store.claimDue({
      now,
      leaseUntil: now.add({ seconds: this.leaseSeconds }),
      limit: this.batchSize,
      maxAttempts: this.retry.maxAttempts,
    });
    const report = { sent: 0, retried: 0, abandoned: 0 };
    for (const row of rows) {
      const outcome = await this.dispatch(row);
      report[outcome] += 1;
    }
    return report;
  }

  private async dispatch(row: ClaimedOutboxRow): Promise<keyof DispatchReport> {
    const message = decodeRow(row);
    if (E.isLeft(message)) {
      await this.store.markFailed(row.id, message.left, undefined, this.retry.maxAttempts);
      return 'abandoned';
    }
    let partsSent = row.partsSent;
    try {
      const mails = await composeMails(message.right, this.settings, this.pdf);
      for (const mail of mails.slice(partsSent)) {
        await this.mailer.send({ ...mail, deliveryKey: deliveryKeyOf(row, partsSent) });
        partsSent += 1;
        if (partsSent < mails.length) await this.store.markPartSent(row.id, partsSent);
      }
      await this.store.markSent(row.id, this.clock.now());
      return 'sent';
    } catch (error) {
      const retryAt = nextAttemptAt(this.clock.now(), row.attempts, this.retry);
      await this.store.markFailed(row.id, messageOf(error), retryAt, this.retry.maxAttempts);
      return retryAt === undefined ? 'abandoned' : 'retried';
    }
  }
}
