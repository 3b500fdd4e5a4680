import { describe, expect, it } from 'vitest';
import type { CartCounterState } from './cart-counter';
import {
  CART_COUNT_STORAGE_KEY,
  cartCounterReducer,
  initialCartCounterState,
  noZeroCounterText,
  parseStoredCartCount,
  resolveInitialCartCount,
  storedCartCountValue,
  UNKNOWN_CART_COUNT,
} from './cart-counter';

const knownCount = (count: number): CartCounterState => ({ _tag: 'Known', count });

describe('cart counter storage', () => {
  it('keeps the count under smod_shopping_cart_count', () => {
    expect(CART_COUNT_STORAGE_KEY).toBe('smod_shopping_cart_count');
  });

  it('parses a stored whole number', () => {
    expect(parseStoredCartCount('0')).toBe(0);
    expect(parseStoredCartCount('3')).toBe(3);
    expect(parseStoredCartCount(storedCartCountValue(12))).toBe(12);
  });

  it('treats a missing, negative, fractional or garbled stored value as absent', () => {
    for (const stored of [null, '', '-1', '2.5', 'abc', ' 3', '3 ', '1e3', 'NaN', '99999999999999999999']) {
      expect(parseStoredCartCount(stored)).toBeNull();
    }
  });
});

describe('initial cart count', () => {
  it('takes the server value when present, even over storage', () => {
    expect(resolveInitialCartCount(4, '7')).toEqual({ source: 'server', count: 4 });
    expect(resolveInitialCartCount(0, '7')).toEqual({ source: 'server', count: 0 });
  });

  it('takes the stored value when the server gives none', () => {
    expect(resolveInitialCartCount(undefined, '7')).toEqual({ source: 'storage', count: 7 });
    expect(resolveInitialCartCount(null, '0')).toEqual({ source: 'storage', count: 0 });
  });

  it('ignores a server value that is no count', () => {
    expect(resolveInitialCartCount(-1, '2')).toEqual({ source: 'storage', count: 2 });
    expect(resolveInitialCartCount(1.5, null)).toEqual({ source: 'fetch' });
  });

  it('needs a call when neither server nor storage has a usable value', () => {
    expect(resolveInitialCartCount(undefined, null)).toEqual({ source: 'fetch' });
    expect(resolveInitialCartCount(null, 'kaputt')).toEqual({ source: 'fetch' });
  });

  it('starts known from server or storage, unknown when a call is needed', () => {
    expect(initialCartCounterState({ source: 'server', count: 2 })).toEqual(knownCount(2));
    expect(initialCartCounterState({ source: 'storage', count: 5 })).toEqual(knownCount(5));
    expect(initialCartCounterState({ source: 'fetch' })).toEqual(UNKNOWN_CART_COUNT);
  });
});

describe('cart counter reducer', () => {
  it('sets a first value while unknown', () => {
    expect(cartCounterReducer(UNKNOWN_CART_COUNT, { type: 'set', count: 3 })).toEqual(knownCount(3));
  });

  it('ignores increase and reduce while unknown', () => {
    expect(cartCounterReducer(UNKNOWN_CART_COUNT, { type: 'increase' })).toBe(UNKNOWN_CART_COUNT);
    expect(cartCounterReducer(UNKNOWN_CART_COUNT, { type: 'reduce', step: 2 })).toBe(UNKNOWN_CART_COUNT);
  });

  it('increases and reduces by 1 by default', () => {
    expect(cartCounterReducer(knownCount(2), { type: 'increase' })).toEqual(knownCount(3));
    expect(cartCounterReducer(knownCount(2), { type: 'reduce' })).toEqual(knownCount(1));
  });

  it('increases and reduces by a given step', () => {
    expect(cartCounterReducer(knownCount(2), { type: 'increase', step: 3 })).toEqual(knownCount(5));
    expect(cartCounterReducer(knownCount(5), { type: 'reduce', step: 2 })).toEqual(knownCount(3));
  });

  it('never reduces below 0', () => {
    expect(cartCounterReducer(knownCount(1), { type: 'reduce', step: 3 })).toEqual(knownCount(0));
    expect(cartCounterReducer(knownCount(0), { type: 'reduce' })).toEqual(knownCount(0));
  });

  it('holds a negative set at 0 and ignores a set that is no whole number', () => {
    expect(cartCounterReducer(knownCount(4), { type: 'set', count: -2 })).toEqual(knownCount(0));
    expect(cartCounterReducer(knownCount(4), { type: 'set', count: 1.5 })).toEqual(knownCount(4));
    expect(cartCounterReducer(UNKNOWN_CART_COUNT, { type: 'set', count: Number.NaN })).toBe(UNKNOWN_CART_COUNT);
  });

  it('changes nothing for a negative, zero or fractional step', () => {
    expect(cartCounterReducer(knownCount(4), { type: 'increase', step: -2 })).toEqual(knownCount(4));
    expect(cartCounterReducer(knownCount(4), { type: 'reduce', step: -2 })).toEqual(knownCount(4));
    expect(cartCounterReducer(knownCount(4), { type: 'increase', step: 0 })).toEqual(knownCount(4));
    expect(cartCounterReducer(knownCount(4), { type: 'reduce', step: 0.5 })).toEqual(knownCount(4));
  });
});

describe('no-zero counter text', () => {
  it('is empty at 0 and while unknown, else the number', () => {
    expect(noZeroCounterText(knownCount(0))).toBe('');
    expect(noZeroCounterText(UNKNOWN_CART_COUNT)).toBe('');
    expect(noZeroCounterText(knownCount(1))).toBe('1');
    expect(noZeroCounterText(knownCount(12))).toBe('12');
  });
});
