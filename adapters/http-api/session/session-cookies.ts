import type { CookieSerializeOptions } from '@fastify/cookie';

/** The spec's XSRF cookie (§7), over plain http. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * Over https it carries the `__Host-` prefix like the session cookie, so a sibling subdomain
 * cannot plant one; the site's scripts and the CLI read either name (adapters/http-client/xsrf-header.ts).
 */
export const xsrfCookieName = (https: boolean): string => (https ? `__Host-${XSRF_COOKIE}` : XSRF_COOKIE);
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The session cookie's name. Over https it carries the `__Host-` prefix: the browser then
 * accepts it only with Secure, Path=/ and no Domain, so no other host (a sibling subdomain) can
 * plant or overwrite it. Over plain http (development, tests) the prefix would be refused.
 */
export const sessionCookieName = (https: boolean): string => (https ? '__Host-session' : 'session');

/**
 * Host-only (no Domain), so each site variant has its own session; Lax keeps it off cross-site
 * POSTs; HttpOnly keeps it from scripts; Secure whenever the server itself speaks TLS (there is
 * no trusted proxy, so the socket decides). It lives as long as its session can
 * (sessionCookieMaxAgeSeconds: a login's 12 hours, an anonymous visitor's 90 days).
 */
export const sessionCookieOptions = (https: boolean, maxAgeSeconds: number): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: https,
  path: '/',
  maxAge: maxAgeSeconds,
});

/** Like the session cookie, but readable by the page's scripts, which copy it into the header. */
export const xsrfCookieOptions = (https: boolean, maxAgeSeconds: number): CookieSerializeOptions => ({
  ...sessionCookieOptions(https, maxAgeSeconds),
  httpOnly: false,
});

/** Methods that change state and so must prove they come from the site's own pages. */
export const isStateChanging = (method: string): boolean => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());
