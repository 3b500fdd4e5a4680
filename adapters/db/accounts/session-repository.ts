import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { StoredSession } from '../../../application/accounts/session';
import type { ImpersonationLogEntry } from '../../../application/accounts/impersonation-log.repository';
import type { ExpiryCutoffs, NewSession, SessionRepository, SessionRotation } from '../../../application/accounts/session.repository';
import type { AppDatabase } from '../database';
import { auditLog, sessions } from '../schema';
import { impersonationLogRow } from './impersonation-log-repository';

type SessionRow = typeof sessions.$inferSelect;

const storedSession = (row: SessionRow): StoredSession => ({
  sessionId: row.sessionId,
  site: row.site,
  userId: row.userId,
  impersonatorId: row.impersonatorId,
  loginTarget: row.loginTarget,
  createdAt: Temporal.Instant.from(row.createdAt),
  lastSeenAt: Temporal.Instant.from(row.lastSeenAt),
});

/** The update behind `rotate`, on the database or inside a transaction. */
const rotateIn = async (
  db: Pick<AppDatabase, 'update'>,
  sessionId: string,
  newTokenHash: string,
  changes: SessionRotation,
): Promise<StoredSession | undefined> => {
  const [row] = await db
    .update(sessions)
    .set({
      tokenHash: newTokenHash,
      userId: changes.userId,
      impersonatorId: changes.impersonatorId,
      loginTarget: changes.loginTarget,
      createdAt: changes.createdAt.toString(),
      lastSeenAt: changes.lastSeenAt.toString(),
    })
    .where(eq(sessions.sessionId, sessionId))
    .returning();
  return row === undefined ? undefined : storedSession(row);
};

/** Sessions over Drizzle; every change is one statement, except a rotation with its log entry (one transaction). */
export class DrizzleSessionRepository implements SessionRepository {
  constructor(private readonly db: AppDatabase) {}

  async findByTokenHash(tokenHash: string): Promise<StoredSession | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    return row === undefined ? undefined : storedSession(row);
  }

  async create(tokenHash: string, session: NewSession): Promise<StoredSession> {
    const [row] = await this.db
      .insert(sessions)
      .values({
        sessionId: randomUUID(),
        tokenHash,
        site: session.site,
        userId: session.userId,
        impersonatorId: session.impersonatorId,
        loginTarget: session.loginTarget,
        createdAt: session.createdAt.toString(),
        lastSeenAt: session.lastSeenAt.toString(),
      })
      .returning();
    if (row === undefined) throw new Error('insert into sessions returned no row');
    return storedSession(row);
  }

  rotate(sessionId: string, newTokenHash: string, changes: SessionRotation): Promise<StoredSession | undefined> {
    return rotateIn(this.db, sessionId, newTokenHash, changes);
  }

  rotateLogged(sessionId: string, newTokenHash: string, changes: SessionRotation, entry: ImpersonationLogEntry): Promise<StoredSession | undefined> {
    return this.db.transaction(async (tx) => {
      const rotated = await rotateIn(tx, sessionId, newTokenHash, changes);
      // A failing insert rejects the transaction, and the rotation above is rolled back with it.
      if (rotated !== undefined) await tx.insert(auditLog).values(impersonationLogRow(entry));
      return rotated;
    });
  }

  async touch(sessionId: string, lastSeenAt: Temporal.Instant): Promise<void> {
    const at = lastSeenAt.toString();
    // Never backwards: of two instances touching at once, the later time stays.
    await this.db
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(and(eq(sessions.sessionId, sessionId), lt(sessions.lastSeenAt, at)));
  }

  async setLoginTarget(sessionId: string, loginTarget: string | null): Promise<void> {
    await this.db.update(sessions).set({ loginTarget }).where(eq(sessions.sessionId, sessionId));
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sessionId, sessionId));
  }

  /** Inclusive bounds, as the policy: a session is over the moment a timeout is reached. */
  async deleteExpired({ loggedIn, visitor }: ExpiryCutoffs): Promise<number> {
    const over = (cutoffs: ExpiryCutoffs['visitor']) =>
      or(lte(sessions.lastSeenAt, cutoffs.lastSeenBefore.toString()), lte(sessions.createdAt, cutoffs.createdBefore.toString()));
    const deleted = await this.db
      .delete(sessions)
      .where(or(and(isNotNull(sessions.userId), over(loggedIn)), and(isNull(sessions.userId), over(visitor))))
      .returning({ sessionId: sessions.sessionId });
    return deleted.length;
  }
}
