import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { cartItemSmallArb, shoppingCartArb } from './cart.arbitraries';
import { CartSmallWire, ShoppingCartWire } from './cart.codecs';

const roundTrips = <A, O>(codec: t.Type<A, O>, arbitrary: fc.Arbitrary<A>) => {
  fc.assert(
    fc.property(arbitrary, (value) => {
      expect(codec.decode(codec.encode(value))).toEqual(E.right(value));
    }),
  );
};

describe('cart wire codecs', () => {
  it('decode(encode(a)) equals a for the small cart and the full cart', () => {
    roundTrips(CartSmallWire, fc.array(cartItemSmallArb, { maxLength: 5 }));
    roundTrips(ShoppingCartWire, shoppingCartArb);
  });
});
