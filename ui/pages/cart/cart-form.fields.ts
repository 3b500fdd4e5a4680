// The names the cart page's forms share with their handling (cart-form.ts), apart from it: the
// page renders them at start, the handling (with the cart codecs) runs on the server or on a post.

export const RECIPIENT_FIELDS = ['salutation', 'firstname', 'lastname', 'email', 'function', 'bookingType', 'hotelOverNightOption'] as const;
export const OPTION_FIELDS = ['company', 'street', 'streetNumber', 'postalCode', 'city', 'invoiceReference', 'invoiceEmail', 'leitwegId', 'personalNotes'] as const;

export const NEW_RECIPIENT_TARGET = (cartItemId: string | number): string => `neu-${String(cartItemId)}`;
