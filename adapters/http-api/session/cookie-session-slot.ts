import type { FastifyReply } from 'fastify';
import type { ActiveSession, SessionSlot } from '../../../application/accounts/session';
import { sessionCookieMaxAgeSeconds } from '../../../application/accounts/session-policy';
import type { XsrfTokens } from '../../../application/accounts/session-tokens';
import { xsrfCookieName, sessionCookieName, sessionCookieOptions, xsrfCookieOptions } from './session-cookies';

/**
 * A request's session slot: whenever a use case replaces the session with one of another token
 * (login, logout, impersonation), the reply carries the new session cookie and its XSRF cookie.
 */
export class CookieSessionSlot implements SessionSlot {
  #session: ActiveSession;

  constructor(
    session: ActiveSession,
    private readonly reply: FastifyReply,
    private readonly xsrf: XsrfTokens,
    private readonly https: boolean,
    /** A GET (or HEAD, OPTIONS): see SessionSlot.changesNoAccount. */
    readonly changesNoAccount: boolean,
  ) {
    this.#session = session;
  }

  current(): ActiveSession {
    return this.#session;
  }

  replace(next: ActiveSession): void {
    const tokenChanged = next.token !== this.#session.token;
    this.#session = next;
    if (tokenChanged) this.writeCookies();
  }

  /** Both cookies, for a token the client does not have yet. */
  writeCookies(): void {
    void this.reply.setCookie(sessionCookieName(this.https), this.#session.token, sessionCookieOptions(this.https, this.maxAge()));
    this.writeXsrfCookie();
  }

  writeXsrfCookie(): void {
    const { site, token } = this.#session;
    void this.reply.setCookie(xsrfCookieName(this.https), this.xsrf.tokenFor(site, token), xsrfCookieOptions(this.https, this.maxAge()));
  }

  /** A login's cookie lives 12 hours, an anonymous visitor's (their cart) 90 days. */
  private maxAge(): number {
    return sessionCookieMaxAgeSeconds({ userId: this.#session.stored?.userId ?? null });
  }
}
