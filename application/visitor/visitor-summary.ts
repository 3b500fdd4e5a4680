import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Accounts } from '../accounts/accounts.port';
import type { ShoppingCart } from '../cart/cart.port';
import type { VisitorSummary } from './visitor-summary.port';

/** The summary from the visitor's own services (the server's side of the port): the same calls the browser makes over HTTP. */
export const visitorSummaryOf = (accounts: Pick<Accounts, 'currentUser'>, cart: Pick<ShoppingCart, 'shoppingCartSmall'>): VisitorSummary => ({
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
});
