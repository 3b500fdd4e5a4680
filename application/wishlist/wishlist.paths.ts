/**
 * The wishlist calls (spec §7, Wishlist), shared by the server's routes and the HTTP proxy.
 * The spec's delete helper is a GET; a GET must not change state (and would let any page that
 * embeds an image delete a wishlist entry), so both deletes are POSTs here, with XSRF.
 */
export const WISHLIST_PATHS = {
  get: '/wishlist/get',
  getAll: '/wishlist/get-all',
  getWithEvent: '/wishlist/get-with-event',
  add: '/wishlist/add/:id',
  delete: '/wishlist/delete/:id',
  bookmarks: '/wishlist/get-bookmarks',
  addBookmark: '/wishlist/add-bookmark',
  deleteBookmark: '/wishlist/delete/',
  analysis: '/wishlist/analysis',
} as const;

/** The wishlist page a visitor returns to after logging in (spec §2, §6). */
export const WISHLIST_PAGE = '/meinifb/merkliste';
/** The same Merkliste under the wishlist's own path (spec §2). */
export const WISHLIST_LIST_PAGE = '/wishlist/list';
/** The user's saved dates side by side (a page for browsers; the same path answers admins' calls with JSON). */
export const WISHLIST_ANALYSIS_PAGE = '/wishlist/analysis';

export const addToWishlistPath = (eventId: number): string => `/wishlist/add/${eventId}`;
export const deleteFromWishlistPath = (wishlistId: number): string => `/wishlist/delete/${wishlistId}`;
