export const WISHLIST_PAGE_PATH = '/meinifb/merkliste';
