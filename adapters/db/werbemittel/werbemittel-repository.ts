import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { FormSubmissionPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type {
  NewWerbemittelOrder,
  PlaceOrderOutcome,
  StoredWerbemittelOrder,
  WerbemittelArticle,
  WerbemittelRepository,
} from '../../../application/werbemittel/werbemittel.repository';
import type { AppDatabase } from '../database';
import { werbemittelArticles, werbemittelOrderLines, werbemittelOrders } from '../schema';

/** Thrown inside the transaction to roll it back; never leaves the repository. */
class ShortOfStock extends Error {
  constructor(
    readonly articleId: number,
    readonly stock: number,
  ) {
    super(`article ${String(articleId)} has only ${String(stock)} left`);
  }
}

/** The Werbemittelshop over Drizzle; an order, its stock and its mail commit together or not at all. */
export class DrizzleWerbemittelRepository implements WerbemittelRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async articles(): Promise<readonly WerbemittelArticle[]> {
    return this.db.select().from(werbemittelArticles).orderBy(asc(werbemittelArticles.articleId));
  }

  async place(order: NewWerbemittelOrder, mail: FormSubmissionPayload): Promise<PlaceOrderOutcome> {
    try {
      await this.db.transaction(async (tx) => {
        // A conditional decrement: the row lock makes a second order wait and then see the stock
        // the first one left, so two orders can never both take the last pieces. Lines go in
        // article order, so two orders lock in the same order and never deadlock.
        for (const line of [...order.lines].sort((a, b) => a.articleId - b.articleId)) {
          const [taken] = await tx
            .update(werbemittelArticles)
            .set({ stock: sql`${werbemittelArticles.stock} - ${line.quantity}` })
            .where(and(eq(werbemittelArticles.articleId, line.articleId), gte(werbemittelArticles.stock, line.quantity)))
            .returning({ stock: werbemittelArticles.stock });
          if (taken === undefined) {
            const [left] = await tx.select({ stock: werbemittelArticles.stock }).from(werbemittelArticles).where(eq(werbemittelArticles.articleId, line.articleId));
            throw new ShortOfStock(line.articleId, left?.stock ?? 0);
          }
        }
        await tx.insert(werbemittelOrders).values({
          reference: order.reference,
          userId: order.userId,
          orderedAt: order.orderedAt.toString(),
          deliveryAddress: order.address,
        });
        await tx.insert(werbemittelOrderLines).values(order.lines.map((line) => ({ reference: order.reference, ...line })));
        await this.outbox.enqueue(tx, 'form_submission', mail);
      });
      return { kind: 'placed' };
    } catch (error) {
      if (error instanceof ShortOfStock) return { kind: 'short', articleId: error.articleId, stock: error.stock };
      throw error;
    }
  }

  async order(reference: string): Promise<StoredWerbemittelOrder | undefined> {
    const [row] = await this.db.select().from(werbemittelOrders).where(eq(werbemittelOrders.reference, reference));
    if (row === undefined) return undefined;
    const lines = await this.db
      .select({ articleId: werbemittelOrderLines.articleId, quantity: werbemittelOrderLines.quantity, name: werbemittelArticles.name })
      .from(werbemittelOrderLines)
      .innerJoin(werbemittelArticles, eq(werbemittelArticles.articleId, werbemittelOrderLines.articleId))
      .where(eq(werbemittelOrderLines.reference, reference))
      .orderBy(asc(werbemittelOrderLines.articleId));
    return { reference: row.reference, userId: row.userId, orderedAt: Temporal.Instant.from(row.orderedAt), address: row.deliveryAddress, lines };
  }
}
