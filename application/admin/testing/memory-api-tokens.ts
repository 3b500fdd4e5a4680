import type { Temporal } from 'temporal-polyfill';
import type { ApiTokenRepository, ApiTokenSecrets, NewApiToken, StoredApiToken } from '../api-token.repository';

/** API tokens in memory, for the admin use cases without a database. */
export class MemoryApiTokenRepository implements ApiTokenRepository {
  readonly rows: (StoredApiToken & { readonly tokenHash: string })[] = [];

  create(token: NewApiToken): Promise<StoredApiToken> {
    const stored = { ...token, tokenId: this.rows.length + 1, revokedAt: null };
    this.rows.push(stored);
    return Promise.resolve(stored);
  }

  findByHash(tokenHash: string): Promise<StoredApiToken | undefined> {
    return Promise.resolve(this.rows.find((row) => row.tokenHash === tokenHash));
  }

  listFor(userId: number): Promise<readonly StoredApiToken[]> {
    return Promise.resolve(this.rows.filter((row) => row.userId === userId).reverse());
  }

  revoke(userId: number, tokenId: number, at: Temporal.Instant): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.tokenId === tokenId && row.userId === userId && row.revokedAt === null);
    const row = this.rows[index];
    if (row === undefined) return Promise.resolve(false);
    this.rows[index] = { ...row, revokedAt: at };
    return Promise.resolve(true);
  }
}

/** Tokens 'token-1', 'token-2' … hashed by a visible prefix: readable in a test's expectations. */
export const sequentialApiTokens = (): ApiTokenSecrets => {
  let next = 0;
  return {
    generate: () => `token-${String((next += 1))}`,
    hash: (token) => `hash:${token}`,
    isWellFormed: (token) => token.startsWith('token-'),
  };
};
