import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Account, CreateAccountResult, Gremium, NewAccount, UserRepository } from '../../../application/accounts/user.repository';
import type { AppDatabase } from '../database';
import { gremien, users } from '../schema';

type UserRow = typeof users.$inferSelect;

export const accountOf = (row: UserRow): Account => ({
  userId: row.userId,
  email: row.email,
  passwordHash: row.passwordHash,
  salutation: row.salutation,
  firstname: row.firstname,
  lastname: row.lastname,
  company: row.company,
  role: row.role,
  gremiumId: row.gremiumId,
  gremiumRole: row.gremiumRole,
  emailConfirmed: row.emailConfirmed,
});

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's error code, whether the driver error comes bare (pg, PGlite) or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Accounts and Gremien over Drizzle; e-mail addresses compare case-insensitively (as the unique index). */
export class DrizzleUserRepository implements UserRepository {
  constructor(private readonly db: AppDatabase) {}

  async findByEmail(email: string): Promise<Account | undefined> {
    const [row] = await this.db.select().from(users).where(byEmail(email)).limit(1);
    return row === undefined ? undefined : accountOf(row);
  }

  async findById(userId: number): Promise<Account | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.userId, userId)).limit(1);
    return row === undefined ? undefined : accountOf(row);
  }

  async create(newAccount: NewAccount): Promise<CreateAccountResult> {
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          email: newAccount.email,
          passwordHash: newAccount.passwordHash,
          salutation: newAccount.salutation,
          firstname: newAccount.firstname,
          lastname: newAccount.lastname,
          company: newAccount.company,
          role: 'user',
          createdAt: newAccount.createdAt.toString(),
        })
        .returning();
      if (row === undefined) throw new Error('insert into users returned no row');
      return { _tag: 'Created', account: accountOf(row) };
    } catch (error) {
      if (isUniqueViolation(error)) return { _tag: 'EmailTaken' };
      throw error;
    }
  }

  async findGremium(gremiumId: number): Promise<Gremium | undefined> {
    const [row] = await this.db.select().from(gremien).where(eq(gremien.gremiumId, gremiumId)).limit(1);
    return row;
  }

  async gremiumMembers(gremiumId: number): Promise<readonly Account[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(eq(users.gremiumId, gremiumId))
      .orderBy(desc(sql`${users.gremiumRole} = 'admin'`), asc(users.lastname), asc(users.firstname), asc(users.userId));
    return rows.map(accountOf);
  }
}
