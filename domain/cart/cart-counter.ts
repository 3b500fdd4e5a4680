/**
 * The header's cart counter (spec §4, §9): unknown until a first value arrives, then a whole
 * number that never goes below 0.
 */

/** Browser storage key under which the last known count is kept between pages. */
export const CART_COUNT_STORAGE_KEY = 'smod_shopping_cart_count';

export const CART_COUNT_MINIMUM = 0;
export const DEFAULT_CART_COUNT_STEP = 1;

export type CartCounterState =
  | { readonly _tag: 'Unknown' }
  | { readonly _tag: 'Known'; readonly count: number };

export type CartCounterAction =
  | { readonly type: 'set'; readonly count: number }
  | { readonly type: 'increase'; readonly step?: number }
  | { readonly type: 'reduce'; readonly step?: number };

export const UNKNOWN_CART_COUNT: CartCounterState = { _tag: 'Unknown' };

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= CART_COUNT_MINIMUM;

const known = (count: number): CartCounterState => ({ _tag: 'Known', count: Math.max(CART_COUNT_MINIMUM, count) });

/**
 * A negative step would turn an increase into a reduction and a fraction would leave a count
 * no cart can have; such a step changes nothing.
 */
const stepOf = (step: number | undefined): number => {
  const value = step ?? DEFAULT_CART_COUNT_STEP;
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

export const cartCounterReducer = (state: CartCounterState, action: CartCounterAction): CartCounterState => {
  switch (action.type) {
    case 'set':
      // A negative count is held at the minimum; a value that is no whole number is no count at all.
      return Number.isSafeInteger(action.count) ? known(action.count) : state;
    case 'increase':
      return state._tag === 'Unknown' ? state : known(state.count + stepOf(action.step));
    case 'reduce':
      return state._tag === 'Unknown' ? state : known(state.count - stepOf(action.step));
  }
};

/** Where the first value comes from: the page's server value, else storage, else a call. */
export type InitialCartCount =
  | { readonly source: 'server'; readonly count: number }
  | { readonly source: 'storage'; readonly count: number }
  | { readonly source: 'fetch' };

/**
 * Only plain decimal digits count: storage can hold anything another script or an old version
 * left; null when it holds no count. Plain null rather than an Option: the header reads it on
 * every page at start, and fp-ts' Option would be start-up JavaScript of its own.
 */
export const parseStoredCartCount = (stored: string | null): number | null => {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const count = Number(stored);
  return isCount(count) ? count : null;
};

export const storedCartCountValue = (count: number): string => String(count);

export const resolveInitialCartCount = (
  serverCount: number | null | undefined,
  stored: string | null,
): InitialCartCount => {
  if (serverCount !== null && serverCount !== undefined && isCount(serverCount)) {
    return { source: 'server', count: serverCount };
  }
  const count = parseStoredCartCount(stored);
  return count === null ? { source: 'fetch' } : { source: 'storage', count };
};

/** The state to start with; a 'fetch' start stays unknown until the call answers with a 'set'. */
export const initialCartCounterState = (initial: InitialCartCount): CartCounterState =>
  initial.source === 'fetch' ? UNKNOWN_CART_COUNT : known(initial.count);

/** The "no-zero" counter variant shows nothing rather than 0 (and nothing while unknown). */
export const noZeroCounterText = (state: CartCounterState): string =>
  state._tag === 'Known' && state.count > 0 ? String(state.count) : '';
