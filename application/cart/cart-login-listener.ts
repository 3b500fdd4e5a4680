import { planCartMerge } from '../../domain/cart/cart-merge';
import { mergeOrderOptions } from '../../domain/cart/order-options';
import type { LoginListener } from '../accounts/login-listener';
import type { Clock } from '../ports/clock';
import type { CartOwner, CartRepository } from './cart.repository';

/**
 * After a login, the cart the visitor filled joins the account's saved cart (domain/cart's
 * merge: each event once, nobody entered lost), in one transaction. Without a saved cart the
 * visitor's cart simply becomes the account's.
 */
export class CartLoginListener implements LoginListener {
  constructor(
    private readonly carts: CartRepository,
    private readonly clock: Clock,
  ) {}

  afterLogin({ sessionId, userId }: { readonly sessionId: string; readonly userId: number }): Promise<void> {
    const visitorOwner: CartOwner = { kind: 'session', sessionId };
    const accountOwner: CartOwner = { kind: 'user', userId };
    return this.carts.transaction(async (tx) => {
      await tx.lock([visitorOwner, accountOwner]);
      const visitor = await tx.find(visitorOwner);
      if (visitor === undefined) return;
      const now = this.clock.now();
      const account = await tx.find(accountOwner);
      if (account === undefined) {
        await tx.assignToUser(visitor.cartId, userId, now);
        return;
      }
      const plan = planCartMerge(account.items, visitor.items);
      for (const cartItemId of plan.moveItems) await tx.moveItem(cartItemId, account.cartId);
      for (const move of plan.moveRecipients) await tx.moveRecipient(move.recipientId, move.toCartItemId);
      await tx.saveOptions(account.cartId, mergeOrderOptions(account.options, visitor.options), now);
      await tx.deleteCart(visitor.cartId);
    });
  }
}
