import type { Temporal } from 'temporal-polyfill';
import type { OutboxTransaction } from '../mail/outbox.port';

/** What an erasure left behind for the law, and what the caller still removes outside the database. */
export interface ErasedAccount {
  /** Orders kept for the tax law's period, with only what the invoice needs. */
  readonly keptOrders: readonly string[];
  /** The photos the account uploaded: their rows are gone, the bytes are the file store's to remove. */
  readonly photoKeys: readonly string[];
}

/**
 * Driven port: deletes an account and what is kept only for it (profile, wishlist, plans,
 * feedback, photos, carts, invitations to its address, sessions on every instance: they are
 * rows) in one transaction, and reduces its orders to what the invoice needs. `alongside` runs in
 * that transaction with the kept orders' numbers (the confirmation mail names them), so the mail
 * goes exactly when the deletion commits.
 */
export interface AccountErasureRepository {
  erase(userId: number, at: Temporal.Instant, alongside: (tx: OutboxTransaction, keptOrders: readonly string[]) => Promise<void>): Promise<ErasedAccount>;
}
