/**
 * The HTML of the pages that are the same for every visitor, kept by the server (the page
 * delivery registers this cache when it serves pages). Cleared like every cache with
 * `cache clear`, and on every instance whenever seats change (see SeatChangeListener).
 */
export const PUBLIC_PAGES_CACHE = 'public-pages';

/**
 * Told after a transaction that changed seats (a booking, a reservation, a cancellation, a
 * waiting-list offer) was committed: a page may show how many seats are left, so what was
 * rendered before is dropped.
 */
export interface SeatChangeListener {
  seatsChanged(): void;
}
