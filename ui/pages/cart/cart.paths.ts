/** The cart pages (spec §2). */
export const CART_PAGE_PATH = '/seminare/warenkorb';
export const CHECKOUT_PAGE_PATH = '/seminare/warenkorb/checkout';
/** Where a placed order is confirmed: PRG target of the checkout, ?bestellung=<order number>. */
export const CONFIRMATION_PAGE_PATH = '/seminare/warenkorb/checkout/bestaetigung';
export const ORDER_PARAM = 'bestellung';

/** ?bearbeiten=<recipientId> opens that participant's form; ?neu=<cartItemId> a new participant's. */
export const EDIT_PARAM = 'bearbeiten';
export const NEW_PARAM = 'neu';

export const itemAnchor = (cartItemId: number): string => `termin-${String(cartItemId)}`;
export const participantAnchor = (recipientId: number): string => `teilnehmer-${String(recipientId)}`;
export const confirmationPath = (orderNumber: string): string => `${CONFIRMATION_PAGE_PATH}?${ORDER_PARAM}=${encodeURIComponent(orderNumber)}`;
export const checkoutPdfPath = (orderNumber: string): string => `/seminare/warenkorb/checkout-pdf?order=${encodeURIComponent(orderNumber)}`;
export const eventCalendarPath = (eventId: number): string => `/seminare/warenkorb/kalender/${String(eventId)}`;
