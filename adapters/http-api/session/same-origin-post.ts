import type { FastifyRequest } from 'fastify';

/**
 * Whether the browser itself says a form post comes from a page of this origin.
 *
 * Why this may stand in for the `_xsrf` field, and only for a form that carries none: a cached
 * public page is the same HTML for every visitor, so it cannot hold a visitor's token (and a
 * visitor who only saw cached pages has no session cookie yet). What the token proves, that
 * the post was made by one of our own pages and not by another site, the browser states in
 * headers no page can set or forge (forbidden request headers): `Sec-Fetch-Site` (every
 * current browser) is `same-origin` only for a request a page of this origin started, and
 * `Origin`, sent with every POST, names the page's origin. So: `Sec-Fetch-Site` decides when
 * present; without it, `Origin` must equal this server's origin; with neither (an old or a
 * non-browser client), nothing is proven and the token is still needed. Besides, the session
 * cookie is SameSite=Lax, so a cross-site post carries no session anyway. A client that is not
 * a browser can send any header, but it also holds no victim's cookies: cross-site request
 * forgery needs the victim's browser.
 */
export const provenSameOrigin = (request: FastifyRequest): boolean => {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin === `${request.protocol}://${request.host}`;
};
