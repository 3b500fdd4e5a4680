import { useEffect, useState, useSyncExternalStore } from 'react';
import { createFirstAddNoticeStore } from '../header/timing/popover-notice-store';
import { useCommerce } from './commerce-context';
import * as styles from './first-add-notice.styles';

/**
 * The one-time notice on the first cart addition (spec §2, §9): only when the stored count was 0
 * and the window is wider than 1199 px; it closes itself after 10000 ms.
 */
export const FirstAddNotice = () => {
  const commerce = useCommerce();
  const [store] = useState(createFirstAddNoticeStore);
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
  return (
    <div role="status" className={styles.region}>
      {state === 'shown' ? (
        <div className={styles.notice}>
          <p className={styles.title}>Ihr Seminar liegt im Warenkorb</p>
          <p className={styles.text}>
            Ob Buchung oder Reservierung, entscheiden Sie im Warenkorb für jeden Teilnehmer einzeln.
          </p>
          <div className={styles.row}>
            <a href="/seminare/warenkorb" className={styles.link}>
              Zum Warenkorb
            </a>
            <button
              type="button"
              className={styles.close}
              onClick={() => {
                store.dispatch({ type: 'closeClicked' });
              }}
            >
              Hinweis schließen
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
};
