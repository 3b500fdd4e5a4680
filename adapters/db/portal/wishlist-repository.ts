import { and, count, desc, eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Bookmark, BookmarkKey, KeptEvent, WishlistEntry, WishlistRepository } from '../../../application/wishlist/wishlist.repository';
import type { AppDatabase } from '../database';
import { events, pendingWishes, themes, wishlistBookmarks, wishlistItems } from '../schema';

const instant = (value: string): Temporal.Instant => Temporal.Instant.from(value);

/** Wishlists and bookmarks over Drizzle; the same on PGlite and PostgreSQL. */
export class DrizzleWishlistRepository implements WishlistRepository {
  constructor(private readonly db: AppDatabase) {}

  async entries(userId: number): Promise<readonly WishlistEntry[]> {
    const rows = await this.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.wishlistId));
    return rows.map((row) => ({ wishlistId: row.wishlistId, eventId: row.eventId, addedAt: instant(row.addedAt) }));
  }

  async add(userId: number, eventId: number, at: Temporal.Instant, limit: number): Promise<'added' | 'kept' | 'full'> {
    const [kept] = await this.db
      .select({ wishlistId: wishlistItems.wishlistId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.eventId, eventId)))
      .limit(1);
    if (kept !== undefined) return 'kept';
    // A soft limit: two adds at the very same moment may pass it by one, which does no harm.
    const [counted] = await this.db.select({ entries: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    if ((counted?.entries ?? 0) >= limit) return 'full';
    const inserted = await this.db
      .insert(wishlistItems)
      .values({ userId, eventId, addedAt: at.toString() })
      .onConflictDoNothing()
      .returning({ wishlistId: wishlistItems.wishlistId });
    return inserted.length > 0 ? 'added' : 'kept';
  }

  async remove(userId: number, wishlistId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.wishlistId, wishlistId)))
      .returning({ wishlistId: wishlistItems.wishlistId });
    return deleted.length > 0;
  }

  async bookmarks(userId: number): Promise<readonly Bookmark[]> {
    const rows = await this.db
      .select()
      .from(wishlistBookmarks)
      .where(eq(wishlistBookmarks.userId, userId))
      .orderBy(desc(wishlistBookmarks.addedAt), desc(wishlistBookmarks.bookmarkId));
    return rows.map((row) => ({ bookmarkId: row.bookmarkId, url: row.url, title: row.title, addedAt: instant(row.addedAt) }));
  }

  async addBookmark(
    userId: number,
    bookmark: { readonly url: string; readonly title: string },
    at: Temporal.Instant,
    limit: number,
  ): Promise<'added' | 'renamed' | 'full'> {
    const renamed = await this.db
      .update(wishlistBookmarks)
      .set({ title: bookmark.title })
      .where(and(eq(wishlistBookmarks.userId, userId), eq(wishlistBookmarks.url, bookmark.url)))
      .returning({ bookmarkId: wishlistBookmarks.bookmarkId });
    if (renamed.length > 0) return 'renamed';
    const [counted] = await this.db.select({ bookmarks: count() }).from(wishlistBookmarks).where(eq(wishlistBookmarks.userId, userId));
    if ((counted?.bookmarks ?? 0) >= limit) return 'full';
    await this.db
      .insert(wishlistBookmarks)
      .values({ userId, url: bookmark.url, title: bookmark.title, addedAt: at.toString() })
      .onConflictDoUpdate({ target: [wishlistBookmarks.userId, wishlistBookmarks.url], set: { title: bookmark.title } });
    return 'added';
  }

  async removeBookmark(userId: number, key: BookmarkKey): Promise<boolean> {
    const which = 'bookmarkId' in key ? eq(wishlistBookmarks.bookmarkId, key.bookmarkId) : eq(wishlistBookmarks.url, key.url);
    const deleted = await this.db
      .delete(wishlistBookmarks)
      .where(and(eq(wishlistBookmarks.userId, userId), which))
      .returning({ bookmarkId: wishlistBookmarks.bookmarkId });
    return deleted.length > 0;
  }

  async keptEvents(): Promise<readonly KeptEvent[]> {
    const rows = await this.db
      .select({
        userId: wishlistItems.userId,
        eventId: wishlistItems.eventId,
        startAt: events.startAt,
        themeId: themes.themeId,
        themeSlug: themes.slug,
        themeTitle: themes.title,
      })
      .from(wishlistItems)
      .innerJoin(events, eq(events.eventId, wishlistItems.eventId))
      .innerJoin(themes, eq(themes.themeId, events.themeId));
    return rows.map(({ startAt, ...row }) => ({ ...row, startDate: instant(startAt) }));
  }

  async holdForSession(sessionId: string, eventId: number, at: Temporal.Instant): Promise<void> {
    await this.db
      .insert(pendingWishes)
      .values({ sessionId, eventId, heldAt: at.toString() })
      .onConflictDoUpdate({ target: pendingWishes.sessionId, set: { eventId, heldAt: at.toString() } });
  }

  async takeHeld(sessionId: string): Promise<number | undefined> {
    // One statement: two logins of the same session cannot both take it.
    const [taken] = await this.db.delete(pendingWishes).where(eq(pendingWishes.sessionId, sessionId)).returning({ eventId: pendingWishes.eventId });
    return taken?.eventId;
  }
}
