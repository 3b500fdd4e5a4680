import type * as TE from 'fp-ts/TaskEither';
import type { SessionUserWire } from '../accounts/accounts.codecs';
import type { AppError } from '../../domain/errors/app-error';

/**
 * What every page's frame shows of the visitor: who is logged in (null for a guest), how many
 * dates the cart holds and which dates are on their Merkliste (the "Merken" buttons say "Gemerkt"). A port of its own, apart from Accounts and ShoppingCart, so that the
 * browser reads these two answers as plain JSON: a public page asks for them after hydration, and
 * the codecs of the whole accounts and cart contracts (io-ts, the cart's instants in Temporal) were
 * a sixth of the JavaScript such a page loaded before any interaction (issue 28).
 */
export interface VisitorSummary {
  user(): TE.TaskEither<AppError, SessionUserWire | null>;
  cartCount(): TE.TaskEither<AppError, number>;
  /** The event ids on the logged-in visitor's Merkliste; none for a guest (who has none). */
  keptEventIds(): TE.TaskEither<AppError, readonly number[]>;
}
