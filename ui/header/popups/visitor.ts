import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SessionUserWire } from '../../../application/accounts/accounts.codecs';
import { useCommerce } from '../../commerce/commerce-context';
import { resolveService, type PageContainer } from '../../di/page-container';
import { useService } from '../../di/services-context';
import { VISITOR_DATA, VISITOR_SUMMARY } from '../../di/ui.tokens';
import { isRight } from '../../state/either-tags';

/** The visitor's part of the root layout data: who is logged in and how full the cart is. */
export interface VisitorLayoutData {
  readonly user: SessionUserWire | null;
  /** Null when the server could not tell: the header then falls back to storage or a call. */
  readonly cartCount: number | null;
  /** The dates on the visitor's Merkliste; null when the server could not tell or left it to the browser. */
  readonly keptEventIds: readonly number[] | null;
  /**
   * True on a page whose HTML is the same for everyone (a cached public page): user and count
   * are left out of it, and the browser asks for them after hydration.
   */
  readonly afterHydration?: boolean;
}

const NOBODY_YET: VisitorLayoutData = { user: null, cartCount: null, keptEventIds: null, afterHydration: true };

/**
 * Read by the root loader (ui/layout/site-layout.loader.ts) so the server's HTML of a page
 * rendered for this visitor already greets the user and shows the count; a public page's
 * leaves both to the browser. A failure leaves the field empty rather than failing the page.
 */
export const visitorLayoutData = async (container: PageContainer): Promise<VisitorLayoutData> => {
  if (resolveService(container, VISITOR_DATA) === 'after-hydration') return NOBODY_YET;
  const summary = resolveService(container, VISITOR_SUMMARY);
  const [user, cartCount, keptEventIds] = await Promise.all([summary.user()(), summary.cartCount()(), summary.keptEventIds()()]);
  return {
    user: isRight(user) ? user.right : null,
    cartCount: isRight(cartCount) ? cartCount.right : null,
    keptEventIds: isRight(keptEventIds) ? keptEventIds.right : null,
  };
};

/** The root loader's visitor data as it came (the server's cart count seeds the page's counter). */
export const useLoadedVisitor = (): VisitorLayoutData => {
  const data = useRouteLoaderData<Partial<VisitorLayoutData>>('root');
  return { user: data?.user ?? null, cartCount: data?.cartCount ?? null, keptEventIds: data?.keptEventIds ?? null, afterHydration: data?.afterHydration === true };
};

/**
 * Who the visitor is, for the header: from the root loader, or, on a page whose HTML is
 * everyone's, asked once after hydration (while hydrating, the same guest as the HTML shows).
 */
export const useVisitor = (): VisitorLayoutData => {
  const loaded = useLoadedVisitor();
  const late = useCommerce().lateVisitor;
  const summary = useService(VISITOR_SUMMARY);
  const deferred = loaded.afterHydration === true;
  useEffect(() => {
    if (!deferred) return undefined;
    // In a task of its own: the header needs the answer after the first frame, not in it, and the
    // hydrated page's commit that runs this effect is the longest task of the start already (TBT).
    const asking = setTimeout(() => {
      late.ask(() => summary.user());
    }, 0);
    return () => {
      clearTimeout(asking);
    };
  }, [deferred, late, summary]);
  const lateUser = useSyncExternalStore(late.subscribe, () => late.user, () => null);
  return deferred ? { ...loaded, user: lateUser } : loaded;
};
