import fc from 'fast-check';
import { instantArb } from '../portal/portal.arbitraries';
import type { BookmarkWire, WishlistAnalysisWire, WishlistEntryWire } from './wishlist.codecs';

const idArb = fc.integer({ min: 1, max: 100_000 });

export const wishlistEntryWireArb: fc.Arbitrary<WishlistEntryWire> = fc.record({ wishlistId: idArb, eventId: idArb, addedAt: instantArb });

export const bookmarkWireArb: fc.Arbitrary<BookmarkWire> = fc.record({ bookmarkId: idArb, url: fc.string(), title: fc.string(), addedAt: instantArb });

export const wishlistAnalysisWireArb: fc.Arbitrary<WishlistAnalysisWire> = fc.record({
  users: fc.nat(),
  entries: fc.nat(),
  events: fc.array(fc.record({ eventId: idArb, title: fc.string(), startDate: instantArb, users: fc.nat() }), { maxLength: 3 }),
  themes: fc.array(fc.record({ themeId: idArb, slug: fc.string(), title: fc.string(), users: fc.nat() }), { maxLength: 3 }),
});
