/** The cart calls of spec §7 (/order-api/…), shared by the server's routes and the HTTP proxy. */
export const CART_PATHS = {
  cart: '/order-api/get-shopping-cart',
  cartSmall: '/order-api/get-shopping-cart-small',
  addItem: '/order-api/add-cart-item',
  deleteItem: '/order-api/delete-cart-item',
  addRecipient: '/order-api/add-recipient',
  editRecipient: '/order-api/edit-recipient',
  deleteRecipient: '/order-api/delete-recipient',
  orderOptions: '/order-api/update-order-options',
  checkout: '/order-api/checkout',
  faxCheckout: '/order-api/online-fax/checkout',
  confirmReservation: '/order-api/confirm-reservation/:participantId',
  order: '/order-api/get-order/:orderNumber',
} as const;

export const orderPath = (orderNumber: string): string => `/order-api/get-order/${encodeURIComponent(orderNumber)}`;

export const confirmReservationPath = (participantId: number): string => `/order-api/confirm-reservation/${participantId}`;

/** The header that makes a checkout safe to retry (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
