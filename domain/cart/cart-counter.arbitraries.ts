import fc from 'fast-check';
import type { CartCounterAction, CartCounterState } from './cart-counter';

export const cartCount: fc.Arbitrary<number> = fc.integer({ min: 0, max: 10_000 });

export const knownCartCounter: fc.Arbitrary<CartCounterState> = cartCount.map((count) => ({ _tag: 'Known', count }));

export const cartCounterState: fc.Arbitrary<CartCounterState> = fc.oneof(
  fc.constant<CartCounterState>({ _tag: 'Unknown' }),
  knownCartCounter,
);

/** Steps include 0, negatives and the default (undefined), the edges the reducer guards. */
export const cartCountStep: fc.Arbitrary<number | undefined> = fc.option(fc.integer({ min: -20, max: 20 }), {
  nil: undefined,
});

/** Any action, including bad values from a careless caller (negative counts, fractional steps). */
export const cartCounterAction: fc.Arbitrary<CartCounterAction> = fc.oneof(
  fc.record({
    type: fc.constant('set' as const),
    count: fc.oneof(fc.integer({ min: -100, max: 10_000 }), fc.double()),
  }),
  fc.record({ type: fc.constant('increase' as const), step: fc.oneof(cartCountStep, fc.double()) }),
  fc.record({ type: fc.constant('reduce' as const), step: fc.oneof(cartCountStep, fc.double()) }),
);
