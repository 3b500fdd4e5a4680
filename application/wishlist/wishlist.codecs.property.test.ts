import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { BookmarksWire, WishlistAnalysisWire, WishlistEntriesWire } from './wishlist.codecs';
import { bookmarkWireArb, wishlistAnalysisWireArb, wishlistEntryWireArb } from './wishlist.arbitraries';

const roundTrips = <A, O>(codec: t.Type<A, O>, arbitrary: fc.Arbitrary<A>): void => {
  fc.assert(
    fc.property(arbitrary, (value) => {
      const encoded = codec.encode(value);
      const decoded = codec.decode(JSON.parse(JSON.stringify(encoded)));
      expect(E.isRight(decoded)).toBe(true);
      if (E.isRight(decoded)) expect(codec.encode(decoded.right)).toEqual(encoded);
    }),
  );
};

describe('wishlist wire codecs (properties)', () => {
  it('wishlist entries survive the wire unchanged', () => {
    roundTrips(WishlistEntriesWire, fc.array(wishlistEntryWireArb, { maxLength: 5 }));
  });

  it('bookmarks survive the wire unchanged', () => {
    roundTrips(BookmarksWire, fc.array(bookmarkWireArb, { maxLength: 5 }));
  });

  it('the wishlist analysis survives the wire unchanged', () => {
    roundTrips(WishlistAnalysisWire, wishlistAnalysisWireArb);
  });
});
