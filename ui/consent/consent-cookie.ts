import type { ConsentStorage } from './consent-storage';

/** A year: long enough not to ask a regular visitor again, short enough to ask once more after a year (as the usual consent guidance has it). */
const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface ConsentCookieOptions {
  /** The parent domain both sites share, or '' for this host alone (see SiteHosts.cookieDomain). */
  readonly domain: string;
  /** Over https the cookie is sent there only. */
  readonly secure: boolean;
}

const valueIn = (cookies: string, name: string): string | null => {
  const pair = cookies.split('; ').find((part) => part.startsWith(`${name}=`));
  if (pair === undefined) return null;
  try {
    return decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return null;
  }
};

/**
 * The cookie decision kept in a cookie instead of this host's local storage: set on the parent
 * domain both sites share, the sister site reads the same decision and does not ask again. A
 * decision made before it was kept there is still read from local storage (`earlier`).
 */
export const consentCookieStorage = (document: { cookie: string }, { domain, secure }: ConsentCookieOptions, earlier: ConsentStorage | null): ConsentStorage => ({
  getItem: (key) => valueIn(document.cookie, key) ?? earlier?.getItem(key) ?? null,
  setItem: (key, value) => {
    document.cookie = [
      `${key}=${encodeURIComponent(value)}`,
      'Path=/',
      `Max-Age=${String(CONSENT_COOKIE_MAX_AGE_SECONDS)}`,
      'SameSite=Lax',
      ...(domain === '' ? [] : [`Domain=${domain}`]),
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  },
});
