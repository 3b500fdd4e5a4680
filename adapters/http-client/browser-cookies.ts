import type { CookieSource } from './cookie-source';

/** What the browser source needs from the page; injectable so it can be tested without a DOM. */
export interface BrowserCookieEnvironment {
  readonly cookieString: () => string;
  readonly pageUrl: () => string;
}

const documentEnvironment: BrowserCookieEnvironment = {
  cookieString: () => document.cookie,
  pageUrl: () => location.href,
};

const readCookie = (cookieString: string, name: string): string | undefined => {
  for (const pair of cookieString.split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
};

/**
 * Cookies in the browser: it stores Set-Cookie and sends the Cookie header by itself
 * (`credentials: 'include'`), so the transport only needs to read the XSRF token from
 * document.cookie — and only for requests to the page's own origin, so the token never
 * leaks to another site.
 */
export const createBrowserCookies = (environment: BrowserCookieEnvironment = documentEnvironment): CookieSource => ({
  read: (name, url) => {
    const pageUrl = environment.pageUrl();
    return new URL(url, pageUrl).origin === new URL(pageUrl).origin
      ? readCookie(environment.cookieString(), name)
      : undefined;
  },
  cookieHeader: () => undefined,
  receive: () => undefined,
});
