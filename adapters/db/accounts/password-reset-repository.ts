import { and, eq, isNull, or } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { NewPasswordReset, PasswordResetRepository, StoredPasswordReset } from '../../../application/accounts/password-reset.repository';
import type { PasswordResetPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { AppDatabase } from '../database';
import { passwordResets, sessions, users } from '../schema';

/**
 * "Passwort vergessen?" over Drizzle: one link per account, its mail in the same transaction.
 * The use is guarded by `used_at is null`, so of two simultaneous uses exactly one sets the
 * password; the password, the address's confirmation and the end of the sessions commit with it.
 */
export class DrizzlePasswordResetRepository implements PasswordResetRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async request(reset: NewPasswordReset, mail: PasswordResetPayload): Promise<void> {
    const columns = {
      tokenHash: reset.tokenHash,
      createdAt: reset.issuedAt.toString(),
      expiresAt: reset.expiresAt.toString(),
      usedAt: null,
    };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(passwordResets)
        .values({ userId: reset.userId, ...columns })
        .onConflictDoUpdate({ target: passwordResets.userId, set: columns });
      await this.outbox.enqueue(tx, 'password_reset', mail);
    });
  }

  async find(tokenHash: string): Promise<StoredPasswordReset | undefined> {
    const [row] = await this.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
    return row === undefined
      ? undefined
      : {
          userId: row.userId,
          expiresAt: Temporal.Instant.from(row.expiresAt),
          usedAt: row.usedAt === null ? null : Temporal.Instant.from(row.usedAt),
        };
  }

  async use(tokenHash: string, at: Temporal.Instant, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: at.toString() })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
        .returning({ userId: passwordResets.userId });
      if (used === undefined) return false;
      await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.userId, used.userId));
      await tx.delete(sessions).where(or(eq(sessions.userId, used.userId), eq(sessions.impersonatorId, used.userId)));
      return true;
    });
  }
}
