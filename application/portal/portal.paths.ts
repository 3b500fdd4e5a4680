/**
 * The portal calls (spec §7, /api-meinifb/…), shared by the server's routes and the HTTP proxy.
 * The spec's spelling is kept ('upate-settings-personal-data', trailing slashes). Calls the
 * spec only names (Gremium pages, invitations) live under the same prefix with the German
 * names of their pages.
 */
const P = '/api-meinifb';

export const PORTAL_PATHS = {
  userData: `${P}/get-settings-user-data/`,
  gremiumUserData: `${P}/get-settings-gremium-user-data/:id`,
  updatePersonalData: `${P}/upate-settings-personal-data`,
  gremiumPersonalData: `${P}/gremium-personal-data/:id`,
  loginEmail: `${P}/login-email`,
  /** The link's POST: the address changes now (a name of ours; the spec names only login-email). */
  confirmLoginEmail: `${P}/confirm-login-email`,
  hotelPreferences: `${P}/hotel-preferences`,
  marketingPreferences: `${P}/marketing-preferences`,
  advertising: `${P}/advertising`,
  updateAdvertising: `${P}/update-settings-advertising`,
  brFunctions: `${P}/br-functions`,
  countries: `${P}/countries`,
  salutations: `${P}/salutations`,
  memberships: `${P}/get-settings-user-memberships/`,
  acceptInvitation: `${P}/accept-membership/:id`,
  declineInvitation: `${P}/decline-membership/:id`,

  futureEvents: `${P}/get-user-future-events`,
  pastEvents: `${P}/get-user-past-events`,
  memberFutureEvents: `${P}/get-user-future-events/:id`,
  memberPastEvents: `${P}/get-user-past-events/:id`,
  nextEventRecipients: `${P}/get-next-event-recipients/:id`,
  cancelRecipientBooking: `${P}/cancel-recipient-booking/:id`,
  participation: `${P}/participation/:id`,
  substituteRecipient: `${P}/substitute-recipient/:id`,
  nameHeldSeat: `${P}/name-held-seat/:id`,
  giveBackHeldSeat: `${P}/give-back-held-seat/:id`,
  articleRecommendations: `${P}/article-recommendations`,

  photos: `${P}/photos/:id`,
  documents: `${P}/documents/:id`,
  downloadPhoto: `${P}/download-photo/:id`,
  downloadDocument: `${P}/download-document/:id`,
  deletePhoto: `${P}/delete-photo/:id`,

  gremiumMembers: `${P}/gremium-mitglieder`,
  inviteMember: `${P}/gremium-mitglieder/einladen`,
  removeMember: `${P}/gremium-mitglieder/:id/entfernen`,
  memberRole: `${P}/gremium-mitglieder/:id/rolle`,
  withdrawInvitation: `${P}/gremium-einladungen/:id/zuruecknehmen`,
  /** POST { token } both: the token stays out of URLs and access logs. */
  invitationPreview: `${P}/gremium-einladung`,
  joinGremium: `${P}/gremium-beitreten`,
  gremiumBookings: `${P}/gremium-buchungen`,
  gremiumSettings: `${P}/gremium-einstellungen`,

  /** Rendered by the PDF adapter from PortalDocuments; listed here so both sides agree. */
  noticePdf: `${P}/notice-pdf/:id`,
  gremiumOverviewPdf: `${P}/gremium-overview-pdf`,

  feedback: '/kundenportal/send-feedback',
  /** The caller's stored feedback on one attended seminar (a name of ours, under the portal's prefix). */
  givenFeedback: `${P}/feedback/:id`,
} as const;

/** A path with its ':id' filled in. */
export const withId = (path: string, id: number): string => path.replace(':id', String(id));

/** The page the change-of-address mail links to: it shows a button, only its POST changes the address (mail scanners open links). */
export const LOGIN_EMAIL_CONFIRM_PAGE_PATH = '/meinifb/einstellungen/e-mail-bestaetigen';
export const loginEmailConfirmPagePath = (token: string): string => `${LOGIN_EMAIL_CONFIRM_PAGE_PATH}?token=${encodeURIComponent(token)}`;
