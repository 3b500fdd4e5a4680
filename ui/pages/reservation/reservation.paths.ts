export const RESERVATION_PAGE_PATH = '/reservierung';
export const RESERVATION_CONFIRMATION_PATH = '/reservierung/bestaetigung';
export const reservationPagePath = (eventId: number): string => `${RESERVATION_PAGE_PATH}?termin=${String(eventId)}`;
export const reservationConfirmationPath = (orderNumber: string): string =>
  `${RESERVATION_CONFIRMATION_PATH}?bestellung=${encodeURIComponent(orderNumber)}`;
/** The waiting list's join form for one date (/warteliste?termin=…). */
export const waitlistJoinPath = (eventId: number): string => `/warteliste?termin=${String(eventId)}`;
