import { and, eq, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { AccountErasureRepository, ErasedAccount } from '../../../application/privacy/account-erasure.repository';
import type { OutboxTransaction } from '../../../application/mail/outbox.port';
import type { AppDatabase } from '../database';
import { eventFiles, gremiumInvitations, orders, portalFeedback, users } from '../schema';

/**
 * "Konto löschen" in one transaction. The users row goes last: its foreign keys take the
 * profile, wishlist, bookmarks, training plans, carts, data exports, Werbemittel orders, tokens
 * and every session with it (sessions are rows, so every instance of a fleet sees them end at
 * once). What would only be unlinked (feedback, photos, invitations to the address) is deleted
 * first; orders keep the customer's name, address and e-mail for the invoice and lose the notes and
 * the checkout's replay data.
 */
export class DrizzleAccountErasure implements AccountErasureRepository {
  constructor(private readonly db: AppDatabase) {}

  erase(userId: number, _at: Temporal.Instant, alongside: (tx: OutboxTransaction, keptOrders: readonly string[]) => Promise<void>): Promise<ErasedAccount> {
    return this.db.transaction(async (tx) => {
      const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.userId, userId)).for('update');
      if (account === undefined) return { keptOrders: [], photoKeys: [] };
      const kept = await tx
        .update(orders)
        // The checkout's replay answer and idempotency key name the session and the participants again; the invoice needs none of it.
        .set({ personalNotes: null, result: null, requestFingerprint: null, idempotencyScope: null, idempotencyKey: null, sessionId: null })
        .where(eq(orders.userId, userId))
        .returning({ orderNumber: orders.orderNumber });
      await tx.delete(portalFeedback).where(eq(portalFeedback.userId, userId));
      const photos = await tx
        .delete(eventFiles)
        .where(and(eq(eventFiles.uploadedBy, userId), eq(eventFiles.kind, 'photo')))
        .returning({ storageKey: eventFiles.storageKey });
      await tx.delete(gremiumInvitations).where(sql`lower(${gremiumInvitations.email}) = lower(${account.email})`);
      const keptOrders = kept.map((order) => order.orderNumber).sort();
      await alongside(tx, keptOrders);
      await tx.delete(users).where(eq(users.userId, userId));
      return { keptOrders, photoKeys: photos.map((photo) => photo.storageKey) };
    });
  }
}
