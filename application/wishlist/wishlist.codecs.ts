import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { EventListItemWire } from '../catalogue/event-search.codecs';
import { idFromString, objectBody, positiveId, text } from '../portal/request.codecs';
import { WISHLIST_MESSAGES as M } from './messages';

export const EventIdParams = t.type({ id: idFromString('EventId', M.invalidEventId) });
export const WishlistIdParams = t.type({ id: idFromString('WishlistId', M.invalidWishlistId) });

/** One event kept on the wishlist. */
export const WishlistEntryWire = t.type({ wishlistId: t.number, eventId: t.number, addedAt: InstantCodec }, 'WishlistEntry');
export type WishlistEntryWire = t.TypeOf<typeof WishlistEntryWire>;

/** GET /wishlist/get: the kept event ids, for marking events on any listing. */
export const WishlistEventIdsWire = t.readonlyArray(t.number, 'WishlistEventIds');

/** GET /wishlist/get-all, and the answer to add and delete: every entry, newest first. */
export const WishlistEntriesWire = t.readonlyArray(WishlistEntryWire, 'WishlistEntries');
export type WishlistEntriesWire = t.TypeOf<typeof WishlistEntriesWire>;

/** GET /wishlist/get-with-event: an array (spec §7), each entry with the catalogue's event data. */
export const WishlistWithEventWire = t.readonlyArray(
  t.type({ wishlistId: t.number, addedAt: InstantCodec, event: EventListItemWire }),
  'WishlistWithEvent',
);
export type WishlistWithEventWire = t.TypeOf<typeof WishlistWithEventWire>;

export const BookmarkWire = t.type({ bookmarkId: t.number, url: t.string, title: t.string, addedAt: InstantCodec }, 'Bookmark');
export type BookmarkWire = t.TypeOf<typeof BookmarkWire>;

export const BookmarksWire = t.readonlyArray(BookmarkWire, 'Bookmarks');
export type BookmarksWire = t.TypeOf<typeof BookmarksWire>;

/** POST /wishlist/add-bookmark: a page of this site and its title. */
export const AddBookmarkRequest = objectBody(t.exact(t.partial({ url: text(4096), title: text(1000) })), 'AddBookmarkRequest');
export type AddBookmarkRequest = t.TypeOf<typeof AddBookmarkRequest>;

/** POST /wishlist/delete/: the bookmark by its id, or by its page (a page is bookmarked once). */
export const DeleteBookmarkRequest = objectBody(
  t.exact(t.partial({ bookmarkId: positiveId('BookmarkId', M.invalidBookmarkId), url: text(4096) })),
  'DeleteBookmarkRequest',
);
export type DeleteBookmarkRequest = t.TypeOf<typeof DeleteBookmarkRequest>;

const RankedEventWire = t.type({ eventId: t.number, title: t.string, startDate: InstantCodec, users: t.number });
const RankedThemeWire = t.type({ themeId: t.number, slug: t.string, title: t.string, users: t.number });

/** GET /wishlist/analysis (site admins): what is wanted most, each counted once per user. */
export const WishlistAnalysisWire = t.type(
  {
    users: t.number,
    entries: t.number,
    events: t.readonlyArray(RankedEventWire),
    themes: t.readonlyArray(RankedThemeWire),
  },
  'WishlistAnalysis',
);
export type WishlistAnalysisWire = t.TypeOf<typeof WishlistAnalysisWire>;
