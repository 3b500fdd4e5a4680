/** The conference calls the /fachtagung pages use (spec §2: /fachtagung/anmeldung, /fachtagung/{x}/buchung). */
export const CONFERENCE_PATHS = {
  register: '/api/fachtagung/anmeldung',
  book: '/api/fachtagung/:url/buchung',
} as const;

export const conferenceBookingPath = (url: string): string => `/api/fachtagung/${encodeURIComponent(url)}/buchung`;
