/** One kept item: which user keeps it and what it counts towards (an event, a theme). */
export interface KeptItem {
  readonly userId: number;
  readonly key: number;
}

export interface RankedItem {
  readonly key: number;
  /** On how many different users' wishlists the item is. */
  readonly users: number;
}

/**
 * Which items are on many wishlists: each counted once per user (two dates of one theme on the
 * same wishlist still show one person's interest), most wanted first, ties by key so the
 * analysis reads the same on every reload.
 */
export const rankByUsers = (items: readonly KeptItem[]): readonly RankedItem[] => {
  const usersByKey = new Map<number, Set<number>>();
  for (const { userId, key } of items) {
    const users = usersByKey.get(key) ?? new Set<number>();
    users.add(userId);
    usersByKey.set(key, users);
  }
  return [...usersByKey.entries()]
    .map(([key, users]) => ({ key, users: users.size }))
    .sort((a, b) => b.users - a.users || a.key - b.key);
};
