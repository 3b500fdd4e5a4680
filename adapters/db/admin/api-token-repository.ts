import { and, desc, eq, isNull } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { ApiTokenRepository, NewApiToken, StoredApiToken } from '../../../application/admin/api-token.repository';
import type { AppDatabase } from '../database';
import { adminApiTokens } from '../schema';

type TokenRow = typeof adminApiTokens.$inferSelect;

const storedToken = (row: TokenRow): StoredApiToken => ({
  tokenId: row.tokenId,
  userId: row.userId,
  name: row.name,
  createdAt: Temporal.Instant.from(row.createdAt),
  expiresAt: Temporal.Instant.from(row.expiresAt),
  revokedAt: row.revokedAt === null ? null : Temporal.Instant.from(row.revokedAt),
});

/** API tokens over Drizzle; each change is one statement. */
export class DrizzleApiTokenRepository implements ApiTokenRepository {
  constructor(private readonly db: AppDatabase) {}

  async create(token: NewApiToken): Promise<StoredApiToken> {
    const [row] = await this.db
      .insert(adminApiTokens)
      .values({
        userId: token.userId,
        name: token.name,
        tokenHash: token.tokenHash,
        createdAt: token.createdAt.toString(),
        expiresAt: token.expiresAt.toString(),
      })
      .returning();
    if (row === undefined) throw new Error('insert of an API token returned no row');
    return storedToken(row);
  }

  async findByHash(tokenHash: string): Promise<StoredApiToken | undefined> {
    const [row] = await this.db.select().from(adminApiTokens).where(eq(adminApiTokens.tokenHash, tokenHash)).limit(1);
    return row === undefined ? undefined : storedToken(row);
  }

  async listFor(userId: number): Promise<readonly StoredApiToken[]> {
    const rows = await this.db
      .select()
      .from(adminApiTokens)
      .where(eq(adminApiTokens.userId, userId))
      .orderBy(desc(adminApiTokens.createdAt), desc(adminApiTokens.tokenId));
    return rows.map(storedToken);
  }

  async revoke(userId: number, tokenId: number, at: Temporal.Instant): Promise<boolean> {
    const rows = await this.db
      .update(adminApiTokens)
      .set({ revokedAt: at.toString() })
      .where(and(eq(adminApiTokens.tokenId, tokenId), eq(adminApiTokens.userId, userId), isNull(adminApiTokens.revokedAt)))
      .returning({ tokenId: adminApiTokens.tokenId });
    return rows.length > 0;
  }
}
