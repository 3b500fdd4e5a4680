/** The shop's calls: the order is the werbemittel-shop-request of spec §7 (/api/…). */
export const WERBEMITTEL_PATHS = {
  articles: '/api/werbemittel-shop-articles',
  order: '/api/werbemittel-shop-request',
  placedOrder: '/api/werbemittel-shop-order/:reference',
} as const;

/** The pages (spec §2: /werbemittelshop-login and -logout; the shop and its confirmation behind them). */
export const WERBEMITTEL_PAGES = {
  login: '/werbemittelshop-login',
  logout: '/werbemittelshop-logout',
  shop: '/werbemittelshop',
} as const;

export const placedOrderApiPath = (reference: string): string => `/api/werbemittel-shop-order/${encodeURIComponent(reference)}`;
export const orderConfirmationPagePath = (reference: string): string => `${WERBEMITTEL_PAGES.shop}/bestellung/${encodeURIComponent(reference)}`;
