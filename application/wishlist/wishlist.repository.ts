import type { Temporal } from 'temporal-polyfill';

export interface WishlistEntry {
  readonly wishlistId: number;
  readonly eventId: number;
  readonly addedAt: Temporal.Instant;
}

export interface Bookmark {
  readonly bookmarkId: number;
  readonly url: string;
  readonly title: string;
  readonly addedAt: Temporal.Instant;
}

/** A wishlist entry as the analysis reads it: whose, which event, which theme. */
export interface KeptEvent {
  readonly userId: number;
  readonly eventId: number;
  readonly startDate: Temporal.Instant;
  readonly themeId: number;
  readonly themeSlug: string;
  readonly themeTitle: string;
}

export type BookmarkKey = { readonly bookmarkId: number } | { readonly url: string };

/** Driven port: where wishlists and bookmarks are kept, per account. */
export interface WishlistRepository {
  /** Newest first. */
  entries(userId: number): Promise<readonly WishlistEntry[]>;
  /** Adds the event unless it is kept already; answers whether the wishlist had room (limit). */
  add(userId: number, eventId: number, at: Temporal.Instant, limit: number): Promise<'added' | 'kept' | 'full'>;
  /** Removes the caller's own entry; false when the caller has no such entry. */
  remove(userId: number, wishlistId: number): Promise<boolean>;
  /** Newest first. */
  bookmarks(userId: number): Promise<readonly Bookmark[]>;
  /** Adds the page, or renames it when it is bookmarked already. */
  addBookmark(userId: number, bookmark: { readonly url: string; readonly title: string }, at: Temporal.Instant, limit: number): Promise<'added' | 'renamed' | 'full'>;
  removeBookmark(userId: number, key: BookmarkKey): Promise<boolean>;
  /** Every entry of every wishlist, for the admins' analysis. */
  keptEvents(): Promise<readonly KeptEvent[]>;
  /** Holds the date an anonymous visitor asked to keep under their (stored) session, replacing one held before. */
  holdForSession(sessionId: string, eventId: number, at: Temporal.Instant): Promise<void>;
  /** The date held for the session, removed in the same step (undefined when none): it is kept once, at the login. */
  takeHeld(sessionId: string): Promise<number | undefined>;
}
