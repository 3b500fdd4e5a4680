import { WISHLIST_LIST_PAGE, WISHLIST_PAGE } from '../../../application/wishlist/wishlist.paths';

export const WISHLIST_PAGE_PATH = WISHLIST_PAGE;
/** Both paths show the same Merkliste (spec §2: /wishlist/list = the content of /meinifb/merkliste). */
export const WISHLIST_PAGE_PATHS = [WISHLIST_PAGE, WISHLIST_LIST_PAGE] as const;
