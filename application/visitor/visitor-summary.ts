import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Accounts } from '../accounts/accounts.port';
import type { ShoppingCart } from '../cart/cart.port';
import type { Wishlist } from '../wishlist/wishlist.port';
import type { VisitorSummary } from './visitor-summary.port';

/** The summary from the visitor's own services (the server's side of the port): the same calls the browser makes over HTTP. */
export const visitorSummaryOf = (
  accounts: Pick<Accounts, 'currentUser'>,
  cart: Pick<ShoppingCart, 'shoppingCartSmall'>,
  wishlist: Pick<Wishlist, 'eventIds'>,
): VisitorSummary => ({
  user: () =>
    pipe(
      accounts.currentUser(),
      TE.map(({ user }) => user),
    ),
  cartCount: () =>
    pipe(
      cart.shoppingCartSmall(),
      TE.map((items) => items.length),
    ),
  // A guest's Merkliste call is refused (Unauthenticated): a guest has kept nothing.
  keptEventIds: () =>
    pipe(
      wishlist.eventIds(),
      TE.orElse((error) => (error._tag === 'Unauthenticated' ? TE.right<never, readonly number[]>([]) : TE.left(error))),
    ),
});
