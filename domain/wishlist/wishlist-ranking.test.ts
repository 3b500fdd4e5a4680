import { describe, expect, it } from 'vitest';
import { rankByUsers } from './wishlist-ranking';

describe('rankByUsers', () => {
  it('counts each user once per item and lists the most wanted first, ties by key', () => {
    expect(
      rankByUsers([
        { userId: 1, key: 7 },
        { userId: 2, key: 7 },
        { userId: 2, key: 7 },
        { userId: 3, key: 5 },
        { userId: 1, key: 9 },
        { userId: 4, key: 9 },
        { userId: 5, key: 9 },
        { userId: 6, key: 3 },
      ]),
    ).toEqual([
      { key: 9, users: 3 },
      { key: 7, users: 2 },
      { key: 3, users: 1 },
      { key: 5, users: 1 },
    ]);
  });

  it('is empty for an empty list', () => {
    expect(rankByUsers([])).toEqual([]);
  });
});
