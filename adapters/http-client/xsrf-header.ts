import type { CookieSource } from './cookie-source';

/** The cookie the server sets with the session's XSRF token (sent back as a header). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Its name over https: `__Host-` binds it to the exact host, Secure and Path=/. */
export const HOST_XSRF_COOKIE = `__Host-${XSRF_COOKIE}`;

/** The raw XSRF cookie for a URL, under whichever of its two names the server used. */
export const readXsrfCookie = (cookies: Pick<CookieSource, 'read'>, url: string): string | undefined =>
  cookies.read(HOST_XSRF_COOKIE, url) ?? cookies.read(XSRF_COOKIE, url);

/**
 * Cookie values travel URL-encoded; read them the way axios does in the browser, so an XSRF
 * token like `a%2Fb` goes back to the server as `a/b`. A value that is not valid percent-encoding
 * is taken as it stands rather than lost.
 */
export const decodeCookieValue = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** field-vchar (VCHAR or obs-text) at both ends, spaces and tabs allowed between; or nothing. */
const FIELD_VALUE = /^(?:[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?)?$/;

/**
 * Whether the text can go out as a header value unchanged, an RFC 9110 field-value: Latin-1 only
 * (fetch throws on anything above U+00FF), no control character but the tab (so never CR or LF),
 * and no space or tab at either end (fetch would strip it).
 */
export const isValidHeaderValue = (text: string): boolean => FIELD_VALUE.test(text);

/**
 * The X-XSRF-TOKEN value for a raw XSRF-TOKEN cookie: URL-decoded as the spec's axios does; if
 * the decoded token cannot be a header value (e.g. 'ā', above U+00FF), fetch would throw and
 * every call would fail as 'Network Error', so the cookie is sent as it is stored. Undefined
 * (no header) when even that cannot be sent: the server then answers for a missing token.
 */
export const xsrfHeaderValue = (rawCookieValue: string): string | undefined => {
  const decoded = decodeCookieValue(rawCookieValue);
  if (isValidHeaderValue(decoded)) return decoded;
  return isValidHeaderValue(rawCookieValue) ? rawCookieValue : undefined;
};
