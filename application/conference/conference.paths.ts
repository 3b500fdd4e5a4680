/** The conference calls the /fachtagung pages use (spec §2: /fachtagung/anmeldung, /fachtagung/{x}/buchung). */
export const CONFERENCE_PATHS = {
  register: '/api/fachtagung/anmeldung',
  book: '/api/fachtagung/:url/buchung',
  /** A placed booking read again (its confirmation page), by the session or account that placed it. */
  booking: '/api/fachtagung/buchungen/:orderNumber',
} as const;

export const placedConferenceBookingPath = (orderNumber: string): string => `/api/fachtagung/buchungen/${encodeURIComponent(orderNumber)}`;

export const conferenceBookingPath = (url: string): string => `/api/fachtagung/${encodeURIComponent(url)}/buchung`;
