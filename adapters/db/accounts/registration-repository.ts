import { and, eq, isNull } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type {
  NewConfirmation,
  RegistrationProfile,
  RegistrationRepository,
  StoredConfirmation,
} from '../../../application/accounts/email-confirmation.repository';
import type { Account, CreateAccountResult, NewAccount } from '../../../application/accounts/user.repository';
import type { EmailConfirmationPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { AppDatabase } from '../database';
import { emailConfirmations, portalProfiles, users } from '../schema';
import { accountOf, isUniqueViolation } from './user-repository';

/**
 * The registration over Drizzle: account, profile, link and outbox mail commit together. The
 * link's use flips the account in the same transaction, guarded by `used_at is null`, so of two
 * simultaneous uses exactly one succeeds.
 */
export class DrizzleRegistrationRepository implements RegistrationRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async register(
    account: NewAccount,
    profile: RegistrationProfile,
    confirmation: NewConfirmation,
    mail: (created: Account) => EmailConfirmationPayload,
  ): Promise<CreateAccountResult> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: account.email,
            passwordHash: account.passwordHash,
            salutation: account.salutation,
            firstname: account.firstname,
            lastname: account.lastname,
            company: account.company,
            role: 'user',
            emailConfirmed: false,
            createdAt: account.createdAt.toString(),
          })
          .returning();
        if (row === undefined) throw new Error('insert into users returned no row');
        await tx.insert(portalProfiles).values({ userId: row.userId, ...profile });
        await tx.insert(emailConfirmations).values({
          tokenHash: confirmation.tokenHash,
          userId: row.userId,
          redirect: confirmation.redirect,
          createdAt: confirmation.issuedAt.toString(),
          expiresAt: confirmation.expiresAt.toString(),
        });
        const created = accountOf(row);
        await this.outbox.enqueue(tx, 'email_confirmation', mail(created));
        return { _tag: 'Created', account: created } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { _tag: 'EmailTaken' };
      throw error;
    }
  }

  async findConfirmation(tokenHash: string): Promise<StoredConfirmation | undefined> {
    const [row] = await this.db.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash)).limit(1);
    return row === undefined
      ? undefined
      : {
          userId: row.userId,
          redirect: row.redirect,
          expiresAt: Temporal.Instant.from(row.expiresAt),
          usedAt: row.usedAt === null ? null : Temporal.Instant.from(row.usedAt),
        };
  }

  async useConfirmation(tokenHash: string, at: Temporal.Instant): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(emailConfirmations)
        .set({ usedAt: at.toString() })
        .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt)))
        .returning({ userId: emailConfirmations.userId });
      if (used === undefined) return false;
      await tx.update(users).set({ emailConfirmed: true }).where(eq(users.userId, used.userId));
      return true;
    });
  }

  async renewConfirmation(userId: number, confirmation: Omit<NewConfirmation, 'redirect'>, mail: EmailConfirmationPayload): Promise<void> {
    await this.db.transaction(async (tx) => {
      // One row per account: the new token replaces the old one (whose link stops working), the redirect stays.
      await tx
        .insert(emailConfirmations)
        .values({
          tokenHash: confirmation.tokenHash,
          userId,
          createdAt: confirmation.issuedAt.toString(),
          expiresAt: confirmation.expiresAt.toString(),
        })
        .onConflictDoUpdate({
          target: emailConfirmations.userId,
          set: {
            tokenHash: confirmation.tokenHash,
            createdAt: confirmation.issuedAt.toString(),
            expiresAt: confirmation.expiresAt.toString(),
            usedAt: null,
          },
        });
      await this.outbox.enqueue(tx, 'email_confirmation', mail);
    });
  }
}
