import type { CookieSource } from './cookie-source';
import { parseSetCookie } from './set-cookie';

interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly domain: string;
  readonly hostOnly: boolean;
  readonly path: string;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly expiresAtMs: number | undefined;
}

/** URL hostnames are canonical: IPv4 as four decimal numbers, IPv6 in brackets. */
const isIpAddress = (host: string): boolean => host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host);

/** RFC 6265 §5.1.3: the same host, or a subdomain of it; an IP address has no subdomains. */
const domainMatches = (host: string, domain: string): boolean =>
  host === domain || (!isIpAddress(host) && host.endsWith(`.${domain}`));

/** 'ifb.de' has an inner dot, 'com' and 'com.' do not. */
const hasInnerDot = (domain: string): boolean => domain.slice(1, -1).includes('.');

/**
 * Which domain a cookie gets (RFC 6265 §5.3 steps 4–6): the request host alone (host-only) when
 * there is no Domain attribute; null when the cookie must be ignored. Without a public suffix
 * list, a Domain without an inner dot ('com') stands in for one: like a public suffix, it is
 * refused unless it is the host itself. An IP address host only ever gets host-only cookies:
 * a Domain of its own address changes nothing, any other cannot match.
 */
const cookieDomain = (
  host: string,
  domain: string | undefined,
): { readonly domain: string; readonly hostOnly: boolean } | null => {
  if (domain === undefined) return { domain: host, hostOnly: true };
  if (isIpAddress(host) || !hasInnerDot(domain)) return domain === host ? { domain: host, hostOnly: true } : null;
  return domainMatches(host, domain) ? { domain, hostOnly: false } : null;
};

/** RFC 6265 §5.1.4: the request path up to its last slash. */
const defaultPath = (requestPath: string): string => {
  const lastSlash = requestPath.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash);
};

const pathMatches = (requestPath: string, cookiePath: string): boolean =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

// Browsers treat the loopback host as secure, so a Secure cookie works against a local server too.
const isTrustworthy = (url: URL): boolean =>
  url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * The browser's cookie store for Node (the CLI, server-side tests): keeps what responses set
 * with Set-Cookie and sends it back in a Cookie header, honouring domain, path, Secure, HttpOnly,
 * Max-Age and Expires; Max-Age=0 or a past Expires deletes. Only needs absolute request URLs.
 */
export class MemoryCookieJar implements CookieSource {
  readonly #now: () => number;
  /** Keyed by domain, path and name, as RFC 6265 identifies a cookie; a Map keeps creation order. */
  readonly #cookies = new Map<string, StoredCookie>();

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Stores one Set-Cookie line received for `url` (a browser would ignore it, so does the jar). */
  setCookie(url: string, setCookieLine: string): void {
    const parsed = parseSetCookie(setCookieLine);
    if (parsed === undefined) return;
    const target = new URL(url);
    const host = target.hostname.toLowerCase();
    // A server may not set cookies for another site, nor Secure ones over plain HTTP.
    const scope = cookieDomain(host, parsed.domain);
    if (scope === null) return;
    if (parsed.secure && !isTrustworthy(target)) return;

    const now = this.#now();
    const cookie: StoredCookie = {
      name: parsed.name,
      value: parsed.value,
      domain: scope.domain,
      hostOnly: scope.hostOnly,
      path: parsed.path ?? defaultPath(target.pathname),
      secure: parsed.secure,
      httpOnly: parsed.httpOnly,
      // Max-Age wins over Expires (RFC 6265 §5.3 step 3).
      expiresAtMs: parsed.maxAgeSeconds === undefined ? parsed.expiresAtMs : now + parsed.maxAgeSeconds * 1000,
    };
    const key = `${cookie.domain};${cookie.path};${cookie.name}`;
    if (cookie.expiresAtMs !== undefined && cookie.expiresAtMs <= now) {
      this.#cookies.delete(key);
    } else {
      this.#cookies.set(key, cookie);
    }
  }

  receive(url: string, responseHeaders: Headers): void {
    for (const line of responseHeaders.getSetCookie()) this.setCookie(url, line);
  }

  cookieHeader(url: string): string | undefined {
    const cookies = this.#cookiesFor(url);
    return cookies.length === 0 ? undefined : cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  /** Like document.cookie, a script sees no HttpOnly cookie; the value is as stored. */
  read(name: string, url: string): string | undefined {
    return this.#cookiesFor(url).find((candidate) => candidate.name === name && !candidate.httpOnly)?.value;
  }

  /** The cookies a browser would send to `url`, most specific path first (RFC 6265 §5.4). */
  #cookiesFor(url: string): readonly StoredCookie[] {
    const target = new URL(url);
    const host = target.hostname.toLowerCase();
    const now = this.#now();
    for (const [key, cookie] of this.#cookies) {
      if (cookie.expiresAtMs !== undefined && cookie.expiresAtMs <= now) this.#cookies.delete(key);
    }
    return [...this.#cookies.values()]
      .filter(
        (cookie) =>
          (cookie.hostOnly ? host === cookie.domain : domainMatches(host, cookie.domain)) &&
          pathMatches(target.pathname, cookie.path) &&
          (!cookie.secure || isTrustworthy(target)),
      )
      .sort((a, b) => b.path.length - a.path.length);
  }
}
