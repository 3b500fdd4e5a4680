import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  AddBookmarkRequest,
  BookmarksWire,
  DeleteBookmarkRequest,
  EventIdParams,
  WishlistIdParams,
  WishlistAnalysisWire,
  WishlistEntriesWire,
  WishlistEventIdsWire,
  WishlistWithEventWire,
} from '../../../application/wishlist/wishlist.codecs';
import { WISHLIST_PATHS as P } from '../../../application/wishlist/wishlist.paths';
import type { Wishlist, WishlistForRequest } from '../../../application/wishlist/wishlist.port';
import { respond } from '../respond';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { contextOf, withBody, withParams } from './portal-respond';

/** The wishlist calls of spec §7 (Merkliste); every one needs a logged-in caller. */
export const wishlistRoutes = (wishlists: WishlistForRequest, pages?: PageResponder) => (server: FastifyInstance) => {
  const wishlistOf = (request: FastifyRequest): Wishlist => wishlists.forRequest(contextOf(request));

  server.get(P.get, (request, reply) => respond(reply, pipe(wishlistOf(request).eventIds(), TE.map(WishlistEventIdsWire.encode))));
  server.get(P.getAll, (request, reply) => respond(reply, pipe(wishlistOf(request).entries(), TE.map(WishlistEntriesWire.encode))));
  server.get(P.getWithEvent, (request, reply) =>
    respond(reply, pipe(wishlistOf(request).entriesWithEvent(), TE.map(WishlistWithEventWire.encode))),
  );
  server.post(P.add, (request, reply) =>
    respond(
      reply,
      pipe(
        withParams(EventIdParams)(request, ({ id }) => wishlistOf(request).add(id)),
        TE.map(WishlistEntriesWire.encode),
      ),
    ),
  );
  // Registered before the parametric delete: '/wishlist/delete/' is the bookmarks' delete.
  server.post(P.deleteBookmark, (request, reply) =>
    respond(
      reply,
      pipe(
        withBody(DeleteBookmarkRequest, request.body, (body) => wishlistOf(request).removeBookmark(body)),
        TE.map(BookmarksWire.encode),
      ),
    ),
  );
  server.post(P.delete, (request, reply) =>
    respond(
      reply,
      pipe(
        withParams(WishlistIdParams)(request, ({ id }) => wishlistOf(request).remove(id)),
        TE.map(WishlistEntriesWire.encode),
      ),
    ),
  );
  server.get(P.bookmarks, (request, reply) => respond(reply, pipe(wishlistOf(request).bookmarks(), TE.map(BookmarksWire.encode))));
  server.post(P.addBookmark, (request, reply) =>
    respond(
      reply,
      pipe(
        withBody(AddBookmarkRequest, request.body, (body) => wishlistOf(request).addBookmark(body)),
        TE.map(BookmarksWire.encode),
      ),
    ),
  );
  // One path, two answers: a browser opening it gets the user's comparison of their kept dates
  // (the page); calls (Accept: application/json) get the admins' analysis of all wishlists.
  server.get(P.analysis, (request, reply) =>
    pages !== undefined && wantsPage(request)
      ? pages(request, reply)
      : respond(reply, pipe(wishlistOf(request).analysis(), TE.map(WishlistAnalysisWire.encode))),
  );
};
