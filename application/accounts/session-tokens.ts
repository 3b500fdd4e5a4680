import type { SiteId } from './session';

/**
 * Session tokens: random, and stored only as a hash so a leaked table opens no session. The
 * adapter decides the randomness (128 bits) and the hash (SHA-256).
 */
export interface SessionTokens {
  generate(): string;
  hash(token: string): string;
  /** Whether a cookie value has the shape of a token at all; anything else is ignored. */
  isWellFormed(token: string): boolean;
}

/**
 * The XSRF token for a session: derived from the session token with a server secret, so it
 * needs no storage and a script on another site can neither read nor compute it.
 */
export interface XsrfTokens {
  tokenFor(site: SiteId, sessionToken: string): string;
  matches(site: SiteId, sessionToken: string, candidate: string): boolean;
}
