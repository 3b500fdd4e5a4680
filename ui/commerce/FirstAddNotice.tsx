import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FirstAddNoticeBox } from './FirstAddNoticeBox';
import { createLazyFirstAddNoticeStore } from '../header/timing/header-stores';
import { useCommerce } from './commerce-context';
import * as styles from './first-add-notice.styles';

/**
 * The one-time notice on the first cart addition (spec §2, §9): only when the stored count was 0
 * and the window is wider than 1199 px; it closes itself after 10000 ms.
 */
export const FirstAddNotice = () => {
  const commerce = useCommerce();
  const [store] = useState(createLazyFirstAddNoticeStore);
  useEffect(() => {
    const subscription = commerce.cartChanges.subscribe((change) => {
      if (change.kind === 'added') {
        store.dispatch({ type: 'cartItemAdded', storedCount: change.storedCountBefore ?? 0, windowWidth: window.innerWidth });
      }
    });
    return () => {
      subscription.unsubscribe();
      store.dispose();
    };
  }, [commerce, store]);
  const state = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.getSnapshot(),
    () => 'idle' as const,
  );
  // The notice's text loads when it is first shown (once per visitor), not with every page.
  const [Box, setBox] = useState<typeof FirstAddNoticeBox | null>(null);
  useEffect(() => {
    if (state !== 'shown' || Box !== null) return;
    void import('./FirstAddNoticeBox').then((module) => {
      setBox(() => module.FirstAddNoticeBox);
    });
  }, [state, Box]);
  return (
    <div role="status" className={styles.region}>
      {state === 'shown' && Box !== null ? (
        <Box
          onClose={() => {
            store.dispatch({ type: 'closeClicked' });
          }}
        />
      ) : null}
    </div>
  );
};
