import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { CartCounterState } from '../../domain/cart/cart-counter';
import { useService } from '../di/services-context';
import { VISITOR_SUMMARY } from '../di/ui.tokens';
import { isRight } from '../state/either-tags';
import { useCommerce } from './commerce-context';

/**
 * The cart count as the header shows it. Without a server value or a stored one, the small cart
 * is fetched once (spec §4: server value, else storage, else a call); a failed call leaves it unknown.
 */
export const useCartCount = (): CartCounterState => {
  const commerce = useCommerce();
  const summary = useService(VISITOR_SUMMARY);
  const store = commerce.cartCount;
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = store.changes.subscribe(() => {
        listener();
      });
      return () => {
        subscription.unsubscribe();
      };
    },
    [store],
  );
  useEffect(() => {
    if (!store.needsFetch) return;
    let live = true;
    // In a task of its own, as the late visitor's question (ui/header/popups/visitor.ts).
    const asking = setTimeout(() => {
      void summary.cartCount()().then((result) => {
        if (live && isRight(result)) store.dispatch({ type: 'set', count: result.right });
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(asking);
    };
  }, [store, summary]);
  return useSyncExternalStore(subscribe, () => store.current, () => store.serverState);
};
