import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type {
  AddBookmarkRequest,
  BookmarksWire,
  DeleteBookmarkRequest,
  WishlistAnalysisWire,
  WishlistEntriesWire,
  WishlistWithEventWire,
} from './wishlist.codecs';

/**
 * The wishlist (Merkliste) of the logged-in caller. A visitor gets Unauthenticated, so the page
 * can send them to the login with a redirect back to the wishlist (spec §6).
 */
export interface Wishlist {
  /** GET /wishlist/get */
  eventIds(): TE.TaskEither<AppError, readonly number[]>;
  /** GET /wishlist/get-all */
  entries(): TE.TaskEither<AppError, WishlistEntriesWire>;
  /** GET /wishlist/get-with-event */
  entriesWithEvent(): TE.TaskEither<AppError, WishlistWithEventWire>;
  /** POST /wishlist/add/{eventId}: keeping an event twice keeps it once. */
  add(eventId: number): TE.TaskEither<AppError, WishlistEntriesWire>;
  /** POST /wishlist/delete/{wishlistId} */
  remove(wishlistId: number): TE.TaskEither<AppError, WishlistEntriesWire>;
  /** GET /wishlist/get-bookmarks */
  bookmarks(): TE.TaskEither<AppError, BookmarksWire>;
  /** POST /wishlist/add-bookmark: bookmarking a page again renames it. */
  addBookmark(request: AddBookmarkRequest): TE.TaskEither<AppError, BookmarksWire>;
  /** POST /wishlist/delete/ */
  removeBookmark(request: DeleteBookmarkRequest): TE.TaskEither<AppError, BookmarksWire>;
  /** GET /wishlist/analysis (site admins) */
  analysis(): TE.TaskEither<AppError, WishlistAnalysisWire>;
}

export interface WishlistForRequest {
  forRequest(context: RequestContext): Wishlist;
}
