import { describe, expect, it } from 'vitest';
import { CART_COUNT_STORAGE_KEY } from '../../domain/cart/cart-counter';
import { CartCountStore, type CountStorage } from './cart-count-store';
import { VisitorCommerce } from './visitor-commerce';

const memory = (initial: string | null = null): CountStorage & { readonly data: Map<string, string> } => {
  const data = new Map<string, string>(initial === null ? [] : [[CART_COUNT_STORAGE_KEY, initial]]);
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => data.set(key, value) };
};

describe('the header cart count (spec §4)', () => {
  it('starts from the server value and stores it for the next page', () => {
    const storage = memory('7');
    const store = new CartCountStore(2, storage);
    expect(store.current).toEqual({ _tag: 'Known', count: 2 });
    expect(store.needsFetch).toBe(false);
    expect(storage.data.get(CART_COUNT_STORAGE_KEY)).toBe('2');
  });

  it('without a server value uses the stored count, and without either asks for a call', () => {
    expect(new CartCountStore(null, memory('3')).current).toEqual({ _tag: 'Known', count: 3 });
    const unknown = new CartCountStore(null, memory('drei'));
    expect(unknown.current).toEqual({ _tag: 'Unknown' });
    expect(unknown.needsFetch).toBe(true);
    unknown.dispatch({ type: 'increase' });
    expect(unknown.current).toEqual({ _tag: 'Unknown' });
  });

  it('an addition sets the count from the small cart and reports the count stored before it', () => {
    const storage = memory();
    const commerce = new VisitorCommerce(0, storage);
    const changes: unknown[] = [];
    commerce.cartChanges.subscribe((change) => changes.push(change));
    const item = { cartItemId: 1, eventId: 9, themeId: 3, themeTitle: 'BR I', city: 'Berlin', startDate: undefined as never, endDate: undefined as never };
    commerce.cartItemAdded(9, [item]);
    expect(commerce.cartCount.current).toEqual({ _tag: 'Known', count: 1 });
    expect(changes).toMatchObject([{ kind: 'added', eventId: 9, storedCountBefore: 0 }]);
    expect(storage.data.get(CART_COUNT_STORAGE_KEY)).toBe('1');
  });

  it('a deletion lowers the count at once and drops the cached cart, never below 0', () => {
    const commerce = new VisitorCommerce(1, memory());
    commerce.cartLoaded([]);
    expect(commerce.cart).toEqual([]);
    commerce.cartItemRemoving();
    expect(commerce.cart).toBeNull();
    expect(commerce.cartCount.current).toEqual({ _tag: 'Known', count: 0 });
    commerce.cartItemRemoving();
    expect(commerce.cartCount.current).toEqual({ _tag: 'Known', count: 0 });
  });
});
