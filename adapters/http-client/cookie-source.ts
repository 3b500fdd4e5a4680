/**
 * Where the transport gets cookies from and puts them. A browser keeps cookies itself (and
 * forbids scripts to set the Cookie header), Node's fetch keeps none, so the transport asks this
 * small port instead of assuming either. URLs are the request URLs, absolute or (in the browser)
 * relative to the page.
 */
export interface CookieSource {
  /**
   * The value of a cookie that a script could read for this request (the XSRF token), as stored:
   * still URL-encoded. The transport decides how to send it (see xsrfHeaderValue).
   */
  read(name: string, url: string): string | undefined;
  /** The Cookie header to send, or undefined when there is none or the platform sends it itself. */
  cookieHeader(url: string): string | undefined;
  /** Takes note of the cookies a response sets; a browser has done so already. */
  receive(url: string, responseHeaders: Headers): void;
}
