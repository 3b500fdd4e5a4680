import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cartCounterReducer,
  noZeroCounterText,
  parseStoredCartCount,
  resolveInitialCartCount,
  storedCartCountValue,
  UNKNOWN_CART_COUNT,
} from './cart-counter';
import {
  cartCount,
  cartCounterAction,
  cartCounterState,
  cartCountStep,
  knownCartCounter,
} from './cart-counter.arbitraries';

describe('cart counter properties', () => {
  it('count is never negative, nor a fraction, after any sequence of actions', () => {
    fc.assert(
      fc.property(cartCounterState, fc.array(cartCounterAction), (start, actions) => {
        const end = actions.reduce(cartCounterReducer, start);
        if (end._tag === 'Known') {
          expect(end.count).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(end.count)).toBe(true);
        }
      }),
    );
  });

  it('increase then reduce by the same step returns the original count when known', () => {
    fc.assert(
      fc.property(knownCartCounter, cartCountStep, (start, step) => {
        const increased = cartCounterReducer(start, { type: 'increase', step });
        expect(cartCounterReducer(increased, { type: 'reduce', step })).toEqual(start);
      }),
    );
  });

  it('unknown state ignores every increase and reduce', () => {
    fc.assert(
      fc.property(fc.array(cartCounterAction.filter((action) => action.type !== 'set')), (actions) => {
        expect(actions.reduce(cartCounterReducer, UNKNOWN_CART_COUNT)).toBe(UNKNOWN_CART_COUNT);
      }),
    );
  });

  it('a whole-number set makes the state known with that count (at least 0)', () => {
    fc.assert(
      fc.property(cartCounterState, fc.integer({ min: -100, max: 10_000 }), (start, count) => {
        expect(cartCounterReducer(start, { type: 'set', count })).toEqual({ _tag: 'Known', count: Math.max(0, count) });
      }),
    );
  });

  it('a stored count reads back as the same count', () => {
    fc.assert(
      fc.property(cartCount, (count) => {
        expect(parseStoredCartCount(storedCartCountValue(count))).toBe(count);
      }),
    );
  });

  it('a usable server value always wins over storage', () => {
    fc.assert(
      fc.property(cartCount, fc.option(fc.string(), { nil: null }), (count, stored) => {
        expect(resolveInitialCartCount(count, stored)).toEqual({ source: 'server', count });
      }),
    );
  });

  it('any stored text resolves to a non-negative whole count or to a call', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (stored) => {
        const initial = resolveInitialCartCount(undefined, stored);
        if (initial.source !== 'fetch') {
          expect(initial.source).toBe('storage');
          expect(Number.isSafeInteger(initial.count) && initial.count >= 0).toBe(true);
        }
      }),
    );
  });

  it('the no-zero counter shows a positive count as its number and nothing otherwise', () => {
    fc.assert(
      fc.property(cartCounterState, (state) => {
        const positive = state._tag === 'Known' && state.count > 0;
        expect(noZeroCounterText(state)).toBe(positive ? String(state.count) : '');
      }),
    );
  });
});
