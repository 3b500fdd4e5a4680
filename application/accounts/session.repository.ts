import type { Temporal } from 'temporal-polyfill';
import type { ImpersonationLogEntry } from './impersonation-log.repository';
import type { SiteId, StoredSession } from './session';

export interface NewSession {
  readonly site: SiteId;
  readonly userId: number | null;
  readonly impersonatorId: number | null;
  readonly loginTarget: string | null;
  readonly createdAt: Temporal.Instant;
  readonly lastSeenAt: Temporal.Instant;
}

export interface SessionRotation {
  readonly userId: number | null;
  readonly impersonatorId: number | null;
  readonly loginTarget: string | null;
  readonly createdAt: Temporal.Instant;
  readonly lastSeenAt: Temporal.Instant;
}

/** The instants at or before which a session of each kind is over (see session-policy). */
export interface ExpiryCutoffs {
  readonly loggedIn: { readonly lastSeenBefore: Temporal.Instant; readonly createdBefore: Temporal.Instant };
  readonly visitor: { readonly lastSeenBefore: Temporal.Instant; readonly createdBefore: Temporal.Instant };
}

/** Driven port: where sessions are kept, by the hash of their token. */
export interface SessionRepository {
  findByTokenHash(tokenHash: string): Promise<StoredSession | undefined>;
  create(tokenHash: string, session: NewSession): Promise<StoredSession>;
  /**
   * Gives the session a new token (the old one stops working at once) and new owner fields;
   * undefined when the session is gone meanwhile.
   */
  rotate(sessionId: string, newTokenHash: string, changes: SessionRotation): Promise<StoredSession | undefined>;
  /**
   * `rotate` and the impersonation log entry for it, in one transaction: an impersonation never
   * starts or ends unlogged, and nothing is logged that did not happen. A failed log write
   * rejects and leaves the session as it was; a session gone meanwhile answers undefined and
   * logs nothing.
   */
  rotateLogged(sessionId: string, newTokenHash: string, changes: SessionRotation, entry: ImpersonationLogEntry): Promise<StoredSession | undefined>;
  touch(sessionId: string, lastSeenAt: Temporal.Instant): Promise<void>;
  setLoginTarget(sessionId: string, loginTarget: string | null): Promise<void>;
  delete(sessionId: string): Promise<void>;
  /**
   * Removes the sessions last seen before `lastSeenBefore` or created before `createdBefore`
   * (the two timeouts), those of a login by the one pair and the anonymous visitors' by the
   * other; answers how many, for a periodic clean-up.
   */
  deleteExpired(cutoffs: ExpiryCutoffs): Promise<number>;
}
