import type { LoginListener } from '../accounts/login-listener';
import type { Clock } from '../ports/clock';
import type { WishlistRepository } from './wishlist.repository';
import { MAX_WISHLIST_ENTRIES } from './wishlist.service';

/**
 * After a login, the date the visitor asked to keep before it ("Merken", which led them to the
 * login) goes onto the account's wishlist. A full wishlist keeps what it has: the list shows it.
 */
export class WishlistLoginListener implements LoginListener {
  constructor(
    private readonly wishlists: Pick<WishlistRepository, 'takeHeld' | 'add'>,
    private readonly clock: Clock,
  ) {}

  async afterLogin({ sessionId, userId }: { readonly sessionId: string; readonly userId: number }): Promise<void> {
    const eventId = await this.wishlists.takeHeld(sessionId);
    if (eventId !== undefined) await this.wishlists.add(userId, eventId, this.clock.now(), MAX_WISHLIST_ENTRIES);
  }
}
