import {
  cartCounterReducer,
  CART_COUNT_STORAGE_KEY,
  initialCartCounterState,
  resolveInitialCartCount,
  storedCartCountValue,
  type CartCounterAction,
  type CartCounterState,
} from '../../domain/cart/cart-counter';
import { ValueCell, type Listenable } from '../state/page-state';

/** The part of window.localStorage the counter needs, so tests can hand in a Map-backed one. */
export interface CountStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The header's cart count (spec §4): starts from the server's value, else the stored count,
 * else unknown until `needsFetch` callers answer with a 'set'. Every known count is written back
 * to storage so the next page (or a shared-module page without a server value) starts from it.
 */
export class CartCountStore {
  private readonly state$: ValueCell<CartCounterState>;
  /** Whether the start had neither a server value nor a stored one: the caller asks the server. */
  readonly needsFetch: boolean;

  /**
   * What the server's HTML shows (its value alone, not the stored one): the header renders this
   * while it hydrates, so the markup matches, and the stored count right after.
   */
  readonly serverState: CartCounterState;

  constructor(serverCount: number | null | undefined, private readonly storage: CountStorage | null) {
    this.serverState = initialCartCounterState(resolveInitialCartCount(serverCount, null));
    const initial = resolveInitialCartCount(serverCount, safeRead(storage));
    this.needsFetch = initial.source === 'fetch';
    this.state$ = new ValueCell(initialCartCounterState(initial));
    this.persist(this.state$.value);
  }

  get changes(): Listenable<CartCounterState> {
    return this.state$;
  }

  get current(): CartCounterState {
    return this.state$.value;
  }

  /** The count storage held before any change of this page: the first-add notice asks for it. */
  storedCount(): number | null {
    const stored = safeRead(this.storage);
    return stored !== null && /^\d+$/.test(stored) ? Number(stored) : null;
  }

  dispatch(action: CartCounterAction): void {
    const next = cartCounterReducer(this.state$.value, action);
    if (next === this.state$.value) return;
    this.persist(next);
    this.state$.next(next);
  }

  private persist(state: CartCounterState): void {
    if (state._tag !== 'Known' || this.storage === null) return;
    try {
      this.storage.setItem(CART_COUNT_STORAGE_KEY, storedCartCountValue(state.count));
    } catch {
      // Storage can be full or forbidden (private mode): the count still lives on this page.
    }
  }
}

const safeRead = (storage: CountStorage | null): string | null => {
  try {
    return storage?.getItem(CART_COUNT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
};
