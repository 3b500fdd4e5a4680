/** The waiting list (/warteliste) and reservation (/reservierung) calls, shared by routes and proxy. */
export const WAITLIST_PATHS = {
  join: '/api/warteliste',
  entry: '/api/warteliste/:entryId',
  accept: '/api/warteliste/:entryId/accept',
  reserve: '/api/reservierung',
} as const;

export const waitlistEntryPath = (entryId: string): string => `/api/warteliste/${encodeURIComponent(entryId)}`;
export const waitlistAcceptPath = (entryId: string): string => `${waitlistEntryPath(entryId)}/accept`;
