import type { CartSmallWire } from '../../application/cart/cart.codecs';
import { CartCountStore, type CountStorage } from './cart-count-store';
import { LateVisitor } from './late-visitor';
import { Emitter, type Listenable } from '../state/page-state';

/** A change of the visitor's cart that the header must follow (count, cached cart, notice). */
export type CartChange =
  | { readonly kind: 'added'; readonly eventId: number; readonly items: CartSmallWire; readonly storedCountBefore: number | null }
  | { readonly kind: 'removed'; readonly cartItemId: number; readonly eventId: number; readonly items: CartSmallWire };

/**
 * What the header and the event buttons share on one page: the cart count and the stream of
 * cart changes (the cart popup drops its cached cart, the first-add notice and the tracking
 * listen). One per browser tab, one per server render.
 */
export class VisitorCommerce {
  readonly cartCount: CartCountStore;
  /** The logged-in user, asked after hydration on a page whose HTML is everyone's. */
  readonly lateVisitor = new LateVisitor();
  /** The dates on the visitor's Merkliste as the server rendered them (null: left to the browser); see kept-dates.ts. */
  readonly serverKept: readonly number[] | null;
  private readonly changes$ = new Emitter<CartChange>();
  /** The small cart the popup loaded (lazily, once); any change of the cart drops it. */
  private cachedCart: CartSmallWire | null = null;

  constructor(serverCartCount: number | null | undefined, storage: CountStorage | null, serverKept: readonly number[] | null = null) {
    this.cartCount = new CartCountStore(serverCartCount, storage);
    this.serverKept = serverKept;
  }

  get cartChanges(): Listenable<CartChange> {
    return this.changes$;
  }

  get cart(): CartSmallWire | null {
    return this.cachedCart;
  }

  cartLoaded(items: CartSmallWire): void {
    this.cachedCart = items;
    this.cartCount.dispatch({ type: 'set', count: items.length });
  }

  /** The server's small cart after an addition: its length is the count (spec §7). */
  cartItemAdded(eventId: number, items: CartSmallWire): void {
    const storedCountBefore = this.cartCount.storedCount();
    this.cachedCart = null;
    this.cartCount.dispatch({ type: 'set', count: items.length });
    this.changes$.next({ kind: 'added', eventId, items, storedCountBefore });
  }

  /**
   * The cart pages changed the cart on the server (participants, items, an order placed): the
   * header follows their count, and the popup loads the cart anew when opened.
   */
  cartChangedElsewhere(count: number): void {
    this.cachedCart = null;
    this.cartCount.dispatch({ type: 'set', count });
  }

  /** Deleting an item lowers the count at once and drops the cached cart (spec §4), before the server answers. */
  cartItemRemoving(): void {
    this.cachedCart = null;
    this.cartCount.dispatch({ type: 'reduce' });
  }

  /** The server's small cart after a deletion: its length corrects the count. */
  cartItemRemoved(cartItemId: number, eventId: number, items: CartSmallWire): void {
    this.cartCount.dispatch({ type: 'set', count: items.length });
    this.changes$.next({ kind: 'removed', cartItemId, eventId, items });
  }
}
