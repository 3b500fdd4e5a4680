import type { Temporal } from 'temporal-polyfill';

/** The two site variants (main site and works-council site); each has its own sessions. */
export type SiteId = 'main' | 'works-council';

/**
 * A session as the database keeps it. `sessionId` stays the same for the session's whole life,
 * while the token that opens it changes at every login: whatever else the visitor collected
 * (the future cart) refers to the id and so survives the rotation without being copied.
 */
export interface StoredSession {
  readonly sessionId: string;
  /** The site the session was opened on; a cookie presented on the other host is refused. */
  readonly site: SiteId;
  /** The account the session acts as (the impersonated one while an admin impersonates). */
  readonly userId: number | null;
  /** The admin behind an impersonation, else null. */
  readonly impersonatorId: number | null;
  /** Where to go after login (a same-site path). */
  readonly loginTarget: string | null;
  /** Start of the absolute timeout: session start, reset at login. */
  readonly createdAt: Temporal.Instant;
  /** Start of the idle timeout, moved at most once a minute. */
  readonly lastSeenAt: Temporal.Instant;
}

/**
 * The session of one request: the token its cookie carries and, once something had to be kept,
 * its stored record. A visitor gets a token on first contact, but a row only when there is
 * something to store (see SessionService).
 */
export interface ActiveSession {
  readonly token: string;
  readonly site: SiteId;
  readonly stored: StoredSession | undefined;
}

/**
 * Where a request keeps its session: the HTTP adapter reads it from the cookie and writes the
 * cookie again when a use case replaces the session (login, logout, impersonation).
 */
export interface SessionSlot {
  current(): ActiveSession;
  replace(next: ActiveSession): void;
  /**
   * true for a request that changes no account (a GET: it reads pages and answers): its
   * session's account is read once and shared by every use case it runs (sessionAccount).
   * Left out: each use case reads the account afresh, as after a change it must.
   */
  readonly changesNoAccount?: boolean;
}
