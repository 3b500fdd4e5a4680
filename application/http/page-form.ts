/**
 * Page forms that work without JavaScript: a plain `<form method="post">` to the page's own path.
 * The server hands such a post to the page's route action (the same action the browser runs when
 * it has JavaScript), so one rule answers both ways.
 */

/** The hidden field that carries the XSRF token, since a plain form cannot set the header. */
export const FORM_XSRF_FIELD = '_xsrf';

/**
 * Set by the server on a page post whose XSRF token did not match (an expired or foreign
 * session): the action changes nothing and shows the form again with what was typed.
 */
export const FORM_REFUSED_HEADER = 'x-page-form-refused';

/**
 * Set by the server on a page post one too many for its rate limit (form-rate-limit.ts), with
 * the seconds to wait: the action changes nothing and the site's page says when to try again.
 */
export const FORM_TOO_MANY_HEADER = 'x-page-form-too-many';

/**
 * Set by the server on a logged-in visitor's request of an admin page without the admin role
 * (the access gate): the page's address stays, and the site's error boundary shows the
 * access-denied text with 403 instead of the page, so the browser hydrates the same route.
 */
export const PAGE_ACCESS_DENIED_HEADER = 'x-page-access-denied';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A page form with a file (an import of the admin area): its fields and file arrive as multipart. */
export const FILE_FORM_CONTENT_TYPE = 'multipart/form-data';

/**
 * The server's 403 for a token that does not match the session (install-sessions.ts): the one
 * refusal a page form answers with "send again"; any other 403 is a rule and says its own message.
 */
export const SESSION_EXPIRED_MESSAGE = 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.';
