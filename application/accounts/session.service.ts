import type { Clock } from '../ports/clock';
import type { ImpersonationLogEntry } from './impersonation-log.repository';
import type { ActiveSession, SiteId, StoredSession } from './session';
import { ABSOLUTE_TIMEOUT, IDLE_TIMEOUT, VISITOR_ABSOLUTE_TIMEOUT, VISITOR_IDLE_TIMEOUT, needsTouch, sessionExpiry } from './session-policy';
import type { SessionRepository } from './session.repository';
import type { SessionTokens } from './session-tokens';

/** Why a presented token did not open its session (for the log; the visitor just starts anew). */
export type RefusedSession = 'malformed' | 'expired' | 'other-site';

export interface ResumedSession {
  readonly session: ActiveSession;
  readonly refused: RefusedSession | undefined;
}

export interface SessionOwner {
  readonly userId: number | null;
  readonly impersonatorId: number | null;
}

export type StoredActiveSession = ActiveSession & { readonly stored: StoredSession };

/**
 * The life of a session: resumed from its cookie on each request, stored when there is something
 * to keep, rotated when its owner changes, deleted at logout.
 *
 * Rows are created lazily, only when something must be stored (a login, a login target, later a
 * cart), never merely because a visitor (or a crawler) came by or fetched an XSRF token: the XSRF
 * token is derived from the session token by HMAC and needs no row, and a GET must not change
 * state. So the table holds real sessions only.
 */
export class SessionService {
  constructor(
    private readonly repository: SessionRepository,
    private readonly tokens: SessionTokens,
    private readonly clock: Clock,
  ) {}

  /** A fresh anonymous session: a new token, nothing stored. */
  fresh(site: SiteId): ActiveSession {
    return { token: this.tokens.generate(), site, stored: undefined };
  }

  /**
   * The session a presented cookie opens. A token that is malformed, expired or from the other
   * site is not used; the visitor gets a fresh token. A token without a row is an anonymous
   * session that has stored nothing yet.
   */
  async resume(presented: string | undefined, site: SiteId): Promise<ResumedSession> {
    if (presented === undefined) return { session: this.fresh(site), refused: undefined };
    if (!this.tokens.isWellFormed(presented)) return { session: this.fresh(site), refused: 'malformed' };
    const stored = await this.repository.findByTokenHash(this.tokens.hash(presented));
    if (stored === undefined) return { session: { token: presented, site, stored: undefined }, refused: undefined };
    if (stored.site !== site) return { session: this.fresh(site), refused: 'other-site' };
    const now = this.clock.now();
    if (sessionExpiry(stored, now) !== 'active') {
      await this.repository.delete(stored.sessionId);
      return { session: this.fresh(site), refused: 'expired' };
    }
    if (!needsTouch(stored, now)) return { session: { token: presented, site, stored }, refused: undefined };
    await this.repository.touch(stored.sessionId, now);
    return { session: { token: presented, site, stored: { ...stored, lastSeenAt: now } }, refused: undefined };
  }

  /** The session with a row, creating one for a session that had stored nothing yet. */
  async keep(session: ActiveSession): Promise<StoredActiveSession> {
    if (session.stored !== undefined) return { ...session, stored: session.stored };
    const now = this.clock.now();
    const stored = await this.repository.create(this.tokens.hash(session.token), {
      site: session.site,
      userId: null,
      impersonatorId: null,
      loginTarget: null,
      createdAt: now,
      lastSeenAt: now,
    });
    return { ...session, stored };
  }

  /**
   * A new token for a new owner (login, impersonation): the old token stops working at once, so
   * a token planted before the login (session fixation) is worthless after it. Everything kept
   * under the session id stays. A login starts the absolute timeout anew; an impersonation
   * does not extend the admin's session.
   */
  async rotate(session: ActiveSession, owner: SessionOwner, options: { readonly restartLifetime: boolean }): Promise<StoredActiveSession> {
    const now = this.clock.now();
    const token = this.tokens.generate();
    const tokenHash = this.tokens.hash(token);
    const rotated =
      session.stored === undefined
        ? undefined
        : await this.repository.rotate(session.stored.sessionId, tokenHash, {
            ...owner,
            loginTarget: null,
            createdAt: options.restartLifetime ? now : session.stored.createdAt,
            lastSeenAt: now,
          });
    // Nothing stored yet (or deleted meanwhile): the new token gets a row of its own.
    const stored =
      rotated ??
      (await this.repository.create(tokenHash, { ...owner, site: session.site, loginTarget: null, createdAt: now, lastSeenAt: now }));
    return { token, site: session.site, stored };
  }

  /**
   * An impersonation starts or ends: the session's owner changes and a new token is issued as in
   * `rotate` (without extending the admin's session), and the log entry is written in the same
   * transaction. Undefined when the session has no row (anymore): nothing changed, nothing logged.
   */
  async rotateForImpersonation(session: ActiveSession, owner: SessionOwner, entry: ImpersonationLogEntry): Promise<StoredActiveSession | undefined> {
    if (session.stored === undefined) return undefined;
    const token = this.tokens.generate();
    const stored = await this.repository.rotateLogged(session.stored.sessionId, this.tokens.hash(token), {
      ...owner,
      loginTarget: null,
      createdAt: session.stored.createdAt,
      lastSeenAt: this.clock.now(),
    }, entry);
    return stored === undefined ? undefined : { token, site: session.site, stored };
  }

  /** Logout: the row and all it held are deleted, and the visitor goes on with a fresh token. */
  async end(session: ActiveSession): Promise<ActiveSession> {
    if (session.stored !== undefined) await this.repository.delete(session.stored.sessionId);
    return this.fresh(session.site);
  }

  async setLoginTarget(session: ActiveSession, loginTarget: string | null): Promise<StoredActiveSession> {
    const kept = await this.keep(session);
    await this.repository.setLoginTarget(kept.stored.sessionId, loginTarget);
    return { ...kept, stored: { ...kept.stored, loginTarget } };
  }

  /** Deletes every expired session; for a periodic clean-up job. */
  purgeExpired(): Promise<number> {
    const now = this.clock.now();
    return this.repository.deleteExpired({
      loggedIn: { lastSeenBefore: now.subtract(IDLE_TIMEOUT), createdBefore: now.subtract(ABSOLUTE_TIMEOUT) },
      visitor: { lastSeenBefore: now.subtract(VISITOR_IDLE_TIMEOUT), createdBefore: now.subtract(VISITOR_ABSOLUTE_TIMEOUT) },
    });
  }
}
