/** The page from which a site admin views the site as a customer (Kontoübernahme); the header's banner ends it there. */
export const IMPERSONATION_PATH = '/manage/kontouebernahme';
