import { and, desc, eq, sql } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { OrderConfirmationRepository } from '../../../application/documents/documents.repository';
import { OrderConfirmationPayloadCodec, type OrderConfirmationPayload } from '../../../application/mail/outbox-payloads';
import type { AppDatabase } from '../database';
import { outbox } from '../schema';

const decode = (payload: unknown): OrderConfirmationPayload => {
  const decoded = OrderConfirmationPayloadCodec.decode(payload);
  // Only our own enqueue writes these rows; one that does not decode is a bug, not a visitor's error.
  if (E.isLeft(decoded)) throw new Error('stored order confirmation does not decode');
  return decoded.right;
};

/**
 * Orders as confirmed, read from the order_confirmation rows of the outbox: the snapshot the
 * mail was written from, kept after sending, so the PDF shows what the mail said.
 */
export class OutboxOrderConfirmationRepository implements OrderConfirmationRepository {
  constructor(private readonly db: AppDatabase) {}

  async findByNumber(orderNumber: string): Promise<OrderConfirmationPayload | undefined> {
    return this.first(sql`(${outbox.payload}->>'orderNumber') = ${orderNumber}`);
  }

  async lastOfSession(sessionId: string): Promise<OrderConfirmationPayload | undefined> {
    return this.first(sql`(${outbox.payload}->>'sessionId') = ${sessionId}`);
  }

  private async first(condition: ReturnType<typeof sql>): Promise<OrderConfirmationPayload | undefined> {
    const [row] = await this.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'order_confirmation'), condition))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(1);
    return row === undefined ? undefined : decode(row.payload);
  }
}
