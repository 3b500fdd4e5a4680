/**
 * The "Merken" post without JavaScript: every event's button posts it to the Merkliste page, whose
 * action keeps the date. Apart from the page's loader, so the buttons on every page carry only these names.
 */
export const KEEP_INTENT = 'merken';
/** What the redirect after keeping a date carries, so the list confirms it. */
export const KEPT_PARAM = 'gemerkt';
/** The page the button was on: a visitor comes back there after the login. */
export const RETURN_FIELD = 'zurueck';
