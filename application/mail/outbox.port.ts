import type { OutboxKind, OutboxPayloadOf } from './outbox-payloads';

export type { OutboxKind, OutboxPayloadOf } from './outbox-payloads';

/**
 * The transaction of the driven adapter (a Drizzle transaction over PGlite or PostgreSQL), opaque
 * to the application. Pass the one the business change is written in, so the mail is queued if
 * and only if that change commits; undefined writes the row on its own.
 */
export type OutboxTransaction = object;

/**
 * Queues a mail to be sent after the fact (transactional outbox). Use cases and repositories call
 * enqueue; the dispatcher in adapters/mail sends the rows, retries with backoff and marks them sent.
 *
 *   await outbox.enqueue(tx, 'order_confirmation', { orderNumber, orderedAt, ... });
 */
export interface Outbox {
  enqueue<K extends OutboxKind>(tx: OutboxTransaction | undefined, kind: K, payload: OutboxPayloadOf<K>): Promise<void>;
}
