import { PgDatabase } from 'drizzle-orm/pg-core';
import type { Clock } from '../../application/ports/clock';
import { OUTBOX_PAYLOAD_CODECS, type OutboxKind, type OutboxPayloadOf } from '../../application/mail/outbox-payloads';
import type { Outbox, OutboxTransaction } from '../../application/mail/outbox.port';
import type { AppDatabase } from '../db/database';
import { outbox } from '../db/schema';

/** The Drizzle database or transaction to write in; anything else handed in is a bug of the caller. */
const executorOf = (db: AppDatabase, tx: OutboxTransaction | undefined): AppDatabase => {
  if (tx === undefined) return db;
  if (tx instanceof PgDatabase) return tx as AppDatabase;
  throw new TypeError('Outbox.enqueue needs a Drizzle transaction (or undefined)');
};

/** Writes outbox rows with Drizzle, in the caller's transaction when one is given. */
export class DrizzleOutbox implements Outbox {
  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
  ) {}

  async enqueue<K extends OutboxKind>(tx: OutboxTransaction | undefined, kind: K, payload: OutboxPayloadOf<K>): Promise<void> {
    const codec: { encode(value: OutboxPayloadOf<K>): unknown } = OUTBOX_PAYLOAD_CODECS[kind];
    const now = this.clock.now().toString();
    await executorOf(this.db, tx)
      .insert(outbox)
      .values({ kind, payload: codec.encode(payload), createdAt: now, nextAttemptAt: now });
  }
}
