/** The waiting list (/warteliste) and reservation (/reservierung) calls, shared by routes and proxy. */
export const WAITLIST_PATHS = {
  join: '/api/warteliste',
  entry: '/api/warteliste/:entryId',
  accept: '/api/warteliste/:entryId/accept',
  reserve: '/api/reservierung',
  reservation: '/api/reservierung/:orderNumber',
} as const;

export const reservationPath = (orderNumber: string): string => `/api/reservierung/${encodeURIComponent(orderNumber)}`;

export const waitlistEntryPath = (entryId: string): string => `/api/warteliste/${encodeURIComponent(entryId)}`;
/**
 * The page an offer mail links to (spec §2: /warteliste): it shows the offer and accepts it with
 * a POST to the accept path. The mail links to a page, not to the POST itself, because mail
 * scanners open links and must not accept an offer by doing so.
 */
export const waitlistOfferPagePath = (entryId: string): string => `/warteliste?angebot=${encodeURIComponent(entryId)}`;
export const waitlistAcceptPath = (entryId: string): string => `${waitlistEntryPath(entryId)}/accept`;
