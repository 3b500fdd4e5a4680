import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderConfirmations } from '../../../application/back-office/order-confirmations';
import type { Clock } from '../../../application/ports/clock';
import type { AppDatabase } from '../database';
import { outbox } from '../schema';

/**
 * The confirmation once more: a new outbox row with the first one's payload, so the mail says
 * what was confirmed then and the dispatcher sends it like any other.
 */
export class OutboxOrderConfirmations implements OrderConfirmations {
  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
  ) {}

  async resend(orderNumber: string): Promise<boolean> {
    const [first] = await this.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'order_confirmation'), sql`${outbox.payload}->>'orderNumber' = ${orderNumber}`))
      .orderBy(asc(outbox.id))
      .limit(1);
    if (first === undefined) return false;
    const now = this.clock.now().toString();
    await this.db.insert(outbox).values({ kind: 'order_confirmation', payload: first.payload, createdAt: now, nextAttemptAt: now });
    return true;
  }
}
