import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import type { CartItemSmallWire, CartSmallWire } from '../../../application/cart/cart.codecs';
import { cartDateText } from '../../../domain/calendar/calendar';
import { useCommerce } from '../../commerce/commerce-context';
import { useService } from '../../di/services-context';
import { VISITOR_CART } from '../../di/ui.tokens';
import { primaryButton } from '../../theme/controls.styles';
import { boxHeading, smallPrint } from '../../theme/page.styles';
import { stackedList } from '../../theme/plain-list.styles';
import * as styles from './popups.styles';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'loaded'; readonly items: CartSmallWire };

export const DELETE_CART_ITEM_TITLE = 'Artikel aus Warenkorb löschen';

const dateOf = (item: CartItemSmallWire): string => cartDateText(item.startDate, item.endDate);

/**
 * The cart popup (spec §2, §4): 'Einen Moment...' until the small cart is loaded (lazily, once:
 * later openings use the cached cart until it changes); a deleted item disappears at once.
 */
export const CartPopup = ({ headingId }: { readonly headingId: string }) => {
  const cart = useService(VISITOR_CART);
  const commerce = useCommerce();
  const cached = commerce.cart;
  const [loaded, setLoaded] = useState<Loaded>(cached === null ? { kind: 'loading' } : { kind: 'loaded', items: cached });

  useEffect(() => {
    if (commerce.cart !== null) return;
    let live = true;
    void cart.shoppingCartSmall()().then((result) => {
      if (!live) return;
      if (E.isRight(result)) {
        commerce.cartLoaded(result.right);
        setLoaded({ kind: 'loaded', items: result.right });
      } else {
        setLoaded({ kind: 'failed' });
      }
    });
    return () => {
      live = false;
    };
  }, [cart, commerce]);

  const remove = async (item: CartItemSmallWire) => {
    if (loaded.kind === 'loaded') setLoaded({ kind: 'loaded', items: loaded.items.filter((other) => other.cartItemId !== item.cartItemId) });
    commerce.cartItemRemoving();
    const result = await cart.deleteItem({ cartItemId: item.cartItemId })();
    if (E.isRight(result)) {
      commerce.cartItemRemoved(item.cartItemId, item.eventId, result.right);
      setLoaded({ kind: 'loaded', items: result.right });
    }
  };

  return (
    <div className={styles.body}>
      <h2 id={headingId} className={boxHeading}>
        Warenkorb
      </h2>
      {loaded.kind === 'loading' ? <p role="status">Einen Moment...</p> : null}
      {loaded.kind === 'failed' ? <p className={smallPrint}>Der Warenkorb lässt sich gerade nicht laden. Bitte versuchen Sie es später erneut.</p> : null}
      {loaded.kind === 'loaded' && loaded.items.length === 0 ? (
        <>
          <p>
            <strong>Warenkorb ist leer</strong>
          </p>
          <p className={smallPrint}>Passende Seminare finden</p>
          <a className={`${primaryButton} ${styles.primaryLink}`} href="/seminare">
            Zu den Seminaren
          </a>
        </>
      ) : null}
      {loaded.kind === 'loaded' && loaded.items.length > 0 ? (
        <>
          <ul className={`${stackedList} ${styles.items}`}>
            {loaded.items.map((item) => (
              <li key={item.cartItemId} className={styles.cartItem}>
                <div>
                  <p>
                    <strong>{item.themeTitle}</strong>
                  </p>
                  <p className={smallPrint}>
                    {item.city} · {dateOf(item)}
                  </p>
                </div>
                <button
                  type="button"
                  className={styles.deleteButton}
                  title={DELETE_CART_ITEM_TITLE}
                  aria-label={`${DELETE_CART_ITEM_TITLE}: ${item.themeTitle}, ${item.city}`}
                  onClick={() => void remove(item)}
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
          <a className={`${primaryButton} ${styles.primaryLink}`} href="/seminare/warenkorb">
            Zum Warenkorb
          </a>
        </>
      ) : null}
    </div>
  );
};

const TrashIcon = () => (
  <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);
