import { isSafeRedirect } from '../login/safe-redirect';
import { charCount, firstFailure, maxLength, normalizeInput, required, type FieldRule } from '../validation/field-rule';

export const BOOKMARK_URL_MAX_LENGTH = 2048;
export const BOOKMARK_TITLE_MAX_LENGTH = 200;

/**
 * German texts of the bookmark fields. The spec names bookmarks (§7: get-bookmarks,
 * add-bookmark) but gives no messages; these follow its style.
 */
export const BOOKMARK_MESSAGES = {
  urlRequired: 'Bitte geben Sie die Adresse der Seite an.',
  urlNotOnSite: 'Bitte merken Sie sich nur Seiten dieser Website (ein Pfad, der mit / beginnt).',
  urlTooLong: `Die Adresse darf höchstens ${BOOKMARK_URL_MAX_LENGTH} Zeichen lang sein.`,
  titleRequired: 'Bitte geben Sie einen Titel für das Lesezeichen an.',
  titleTooLong: `Der Titel darf höchstens ${BOOKMARK_TITLE_MAX_LENGTH} Zeichen lang sein.`,
} as const;

const M = BOOKMARK_MESSAGES;

/**
 * A bookmark points at a page of this site only: the same check as a post-login redirect, so a
 * stored bookmark can never send a visitor elsewhere when the wishlist page links it.
 */
export const bookmarkUrlRule: FieldRule = firstFailure(
  required(M.urlRequired),
  (value) => (charCount(normalizeInput(value)) > BOOKMARK_URL_MAX_LENGTH ? M.urlTooLong : undefined),
  (value) => (isSafeRedirect(normalizeInput(value)) ? undefined : M.urlNotOnSite),
);

export const bookmarkTitleRule: FieldRule = firstFailure(required(M.titleRequired), maxLength(BOOKMARK_TITLE_MAX_LENGTH, M.titleTooLong));
