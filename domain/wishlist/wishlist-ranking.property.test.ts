import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wishlistEntryArb } from './wishlist.arbitraries';
import { rankByUsers } from './wishlist-ranking';

const itemsArb = fc.array(wishlistEntryArb.map(({ userId, eventId }) => ({ userId, key: eventId })), { maxLength: 60 });

describe('rankByUsers (properties)', () => {
  it('no count exceeds the number of distinct users, and every kept key appears exactly once', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const ranked = rankByUsers(items);
        const distinctUsers = new Set(items.map((item) => item.userId)).size;
        expect(ranked.every((item) => item.users >= 1 && item.users <= distinctUsers)).toBe(true);
        expect(ranked.map((item) => item.key).sort()).toEqual([...new Set(items.map((item) => item.key))].sort());
      }),
    );
  });

  it('the ranking is sorted by users descending, then key ascending', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const ranked = rankByUsers(items);
        for (let index = 1; index < ranked.length; index += 1) {
          const before = ranked[index - 1]!;
          const after = ranked[index]!;
          expect(before.users > after.users || (before.users === after.users && before.key < after.key)).toBe(true);
        }
      }),
    );
  });

  it('keeping the same item twice does not change the ranking', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        expect(rankByUsers([...items, ...items])).toEqual(rankByUsers(items));
      }),
    );
  });
});
