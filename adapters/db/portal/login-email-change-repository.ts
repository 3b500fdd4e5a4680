import { and, eq, gt, isNull } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type {
  LoginEmailChangeRepository,
  LoginEmailChangeUse,
  NewLoginEmailChange,
  StoredLoginEmailChange,
} from '../../../application/portal/login-email-change.repository';
import type { LoginEmailChangePayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { AppDatabase } from '../database';
import { loginEmailChanges, users } from '../schema';
import { isUniqueViolation } from './unique-violation';

type Row = typeof loginEmailChanges.$inferSelect;

const stored = (row: Row): StoredLoginEmailChange => ({
  userId: row.userId,
  newEmail: row.newEmail,
  expiresAt: Temporal.Instant.from(row.expiresAt),
  usedAt: row.usedAt === null ? null : Temporal.Instant.from(row.usedAt),
});

/** Changes of the login address over Drizzle: one open request per account, its mails in the same transaction. */
export class DrizzleLoginEmailChangeRepository implements LoginEmailChangeRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async request(change: NewLoginEmailChange, mail: LoginEmailChangePayload): Promise<void> {
    const columns = {
      tokenHash: change.tokenHash,
      newEmail: change.newEmail,
      createdAt: change.issuedAt.toString(),
      expiresAt: change.expiresAt.toString(),
      usedAt: null,
    };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(loginEmailChanges)
        .values({ userId: change.userId, ...columns })
        .onConflictDoUpdate({ target: loginEmailChanges.userId, set: columns });
      await this.outbox.enqueue(tx, 'login_email_change', mail);
    });
  }

  async find(tokenHash: string): Promise<StoredLoginEmailChange | undefined> {
    const [row] = await this.db.select().from(loginEmailChanges).where(eq(loginEmailChanges.tokenHash, tokenHash)).limit(1);
    return row === undefined ? undefined : stored(row);
  }

  async pendingFor(userId: number, now: Temporal.Instant): Promise<StoredLoginEmailChange | undefined> {
    const [row] = await this.db
      .select()
      .from(loginEmailChanges)
      .where(and(eq(loginEmailChanges.userId, userId), isNull(loginEmailChanges.usedAt), gt(loginEmailChanges.expiresAt, now.toString())))
      .limit(1);
    return row === undefined ? undefined : stored(row);
  }

  async use(tokenHash: string, at: Temporal.Instant): Promise<LoginEmailChangeUse> {
    try {
      return await this.db.transaction(async (tx) => {
        const [used] = await tx
          .update(loginEmailChanges)
          .set({ usedAt: at.toString() })
          .where(and(eq(loginEmailChanges.tokenHash, tokenHash), isNull(loginEmailChanges.usedAt)))
          .returning({ userId: loginEmailChanges.userId, newEmail: loginEmailChanges.newEmail });
        if (used === undefined) return 'used';
        // A unique violation here rolls the whole transaction back: the link stays unused.
        await tx.update(users).set({ email: used.newEmail }).where(eq(users.userId, used.userId));
        return 'changed';
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }
}
