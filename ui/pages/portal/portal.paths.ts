import { PORTAL_PATHS } from '../../../application/portal/portal.paths';

/** The portal pages' paths (spec §2, the user popup's entries). */
export const PORTAL_HOME_PATHS = ['/kundenportal/meinifb', '/meinifb', '/meinifb/meinifbv2'] as const;
export const SETTINGS_PATH = '/meinifb/einstellungen';
export const GREMIUM_MEMBERS_PATH = '/meinifb/gremium-mitglieder';
export const GREMIUM_BOOKINGS_PATH = '/meinifb/gremium-buchungen';
/** One participation: substitute a colleague or cancel, with the cancellation terms. */
export const PARTICIPATION_PATH = '/meinifb/teilnahme/:id';
export const participationPath = (recipientId: number): string => `/meinifb/teilnahme/${String(recipientId)}`;
/** The step that turns a reservation into a paid booking: price, invoice address, consent. */
export const BOOK_RESERVATION_PATH = '/meinifb/teilnahme/:id/buchen';
export const bookReservationPath = (recipientId: number): string => `/meinifb/teilnahme/${String(recipientId)}/buchen`;
export const GREMIUM_SETTINGS_PATH = '/meinifb/gremium-einstellungen';
/** The invoices of the caller's orders (and their Gremium's, for its admin). */
export const INVOICES_PATH = '/meinifb/rechnungen';
/** Feedback for a past seminar (spec §2: /kundenportal/send-feedback). */
export const FEEDBACK_PAGE_PATH = PORTAL_PATHS.feedback;
/** The BR A–Z: the lexicon as a portal page. */
export const BR_A_Z_PATH = '/kundenportal/br-a-z';
/** The documents and photos of one seminar the visitor booked. */
export const EVENT_FILES_PATH = '/meinifb/seminar/:id/unterlagen';
/** The confirmation before a user deletes a photo they put there (a page: it works without JavaScript). */
export const PHOTO_DELETE_PATH = '/meinifb/seminar/:id/unterlagen/foto-loeschen/:fileId';
/** The confirmation before a Gremium admin removes a member. */
export const GREMIUM_REMOVE_PATH = '/meinifb/gremium-mitglieder/entfernen/:id';
