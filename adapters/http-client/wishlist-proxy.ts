import type * as TE from 'fp-ts/TaskEither';
import {
  BookmarksWire,
  WishlistAnalysisWire,
  WishlistEntriesWire,
  WishlistEventIdsWire,
  WishlistWithEventWire,
  type AddBookmarkRequest,
  type DeleteBookmarkRequest,
} from '../../application/wishlist/wishlist.codecs';
import { WISHLIST_PATHS, addToWishlistPath, deleteFromWishlistPath } from '../../application/wishlist/wishlist.paths';
import type { Wishlist } from '../../application/wishlist/wishlist.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The wishlist port over HTTP, for the browser and the CLI; the session is the transport's cookies. */
export class WishlistProxy implements Wishlist {
  constructor(private readonly transport: HttpTransport) {}

  eventIds(): TE.TaskEither<AppError, readonly number[]> {
    return callApi(this.transport, WishlistEventIdsWire)({ path: WISHLIST_PATHS.get });
  }

  entries(): TE.TaskEither<AppError, WishlistEntriesWire> {
    return callApi(this.transport, WishlistEntriesWire)({ path: WISHLIST_PATHS.getAll });
  }

  entriesWithEvent(): TE.TaskEither<AppError, WishlistWithEventWire> {
    return callApi(this.transport, WishlistWithEventWire)({ path: WISHLIST_PATHS.getWithEvent });
  }

  add(eventId: number): TE.TaskEither<AppError, WishlistEntriesWire> {
    return callApi(this.transport, WishlistEntriesWire)({ method: 'POST', path: addToWishlistPath(eventId) });
  }

  remove(wishlistId: number): TE.TaskEither<AppError, WishlistEntriesWire> {
    return callApi(this.transport, WishlistEntriesWire)({ method: 'POST', path: deleteFromWishlistPath(wishlistId) });
  }

  bookmarks(): TE.TaskEither<AppError, BookmarksWire> {
    return callApi(this.transport, BookmarksWire)({ path: WISHLIST_PATHS.bookmarks });
  }

  addBookmark(request: AddBookmarkRequest): TE.TaskEither<AppError, BookmarksWire> {
    return callApi(this.transport, BookmarksWire)({ method: 'POST', path: WISHLIST_PATHS.addBookmark, body: request });
  }

  removeBookmark(request: DeleteBookmarkRequest): TE.TaskEither<AppError, BookmarksWire> {
    return callApi(this.transport, BookmarksWire)({ method: 'POST', path: WISHLIST_PATHS.deleteBookmark, body: request });
  }

  analysis(): TE.TaskEither<AppError, WishlistAnalysisWire> {
    return callApi(this.transport, WishlistAnalysisWire)({ path: WISHLIST_PATHS.analysis });
  }
}

