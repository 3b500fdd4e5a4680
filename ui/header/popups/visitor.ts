import type { Container } from 'inversify';
import * as E from 'fp-ts/Either';
import { useRouteLoaderData } from 'react-router';
import type { SessionUserWire } from '../../../application/accounts/accounts.codecs';
import { resolveService } from '../../di/page-container';
import { VISITOR_ACCOUNTS, VISITOR_CART } from '../../di/ui.tokens';

/** The visitor's part of the root layout data: who is logged in and how full the cart is. */
export interface VisitorLayoutData {
  readonly user: SessionUserWire | null;
  /** Null when the server could not tell: the header then falls back to storage or a call. */
  readonly cartCount: number | null;
}

/**
 * Read by the root loader (ui/layout/site-layout.loader.ts) so the server's HTML already greets
 * the user and shows the count. A failure leaves the field empty rather than failing the page.
 */
export const visitorLayoutData = async (container: Container): Promise<VisitorLayoutData> => {
  const [user, cart] = await Promise.all([
    resolveService(container, VISITOR_ACCOUNTS).currentUser()(),
    resolveService(container, VISITOR_CART).shoppingCartSmall()(),
  ]);
  return {
    user: E.isRight(user) ? user.right.user : null,
    cartCount: E.isRight(cart) ? cart.right.length : null,
  };
};

/** The visitor data of the root route's loader, or an anonymous visitor where there is none. */
export const useVisitor = (): VisitorLayoutData => {
  const data = useRouteLoaderData<Partial<VisitorLayoutData>>('root');
  return { user: data?.user ?? null, cartCount: data?.cartCount ?? null };
};
