/** The portal pages' paths (spec §2, the user popup's entries). */
export const PORTAL_HOME_PATHS = ['/kundenportal/meinifb', '/meinifb', '/meinifb/meinifbv2'] as const;
export const SETTINGS_PATH = '/meinifb/einstellungen';
export const GREMIUM_MEMBERS_PATH = '/meinifb/gremium-mitglieder';
export const GREMIUM_BOOKINGS_PATH = '/meinifb/gremium-buchungen';
/** One participation: substitute a colleague or cancel, with the cancellation terms. */
export const PARTICIPATION_PATH = '/meinifb/teilnahme/:id';
export const participationPath = (recipientId: number): string => `/meinifb/teilnahme/${String(recipientId)}`;
export const GREMIUM_SETTINGS_PATH = '/meinifb/gremium-einstellungen';
