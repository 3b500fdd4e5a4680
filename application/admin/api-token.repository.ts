import type { Temporal } from 'temporal-polyfill';

/** An API token as kept: only its hash, never the token itself. */
export interface StoredApiToken {
  readonly tokenId: number;
  readonly userId: number;
  readonly name: string;
  readonly createdAt: Temporal.Instant;
  readonly expiresAt: Temporal.Instant;
  readonly revokedAt: Temporal.Instant | null;
}

export interface NewApiToken {
  readonly userId: number;
  readonly name: string;
  readonly tokenHash: string;
  readonly createdAt: Temporal.Instant;
  readonly expiresAt: Temporal.Instant;
}

/** Driven port: where the admins' API tokens are kept. */
export interface ApiTokenRepository {
  create(token: NewApiToken): Promise<StoredApiToken>;
  findByHash(tokenHash: string): Promise<StoredApiToken | undefined>;
  /** The tokens of one admin, newest first. */
  listFor(userId: number): Promise<readonly StoredApiToken[]>;
  /** False when the admin has no token of that id. */
  revoke(userId: number, tokenId: number, at: Temporal.Instant): Promise<boolean>;
}

/**
 * Random API tokens and their hash. The adapter decides the randomness (256 bits) and the hash
 * (SHA-256); a token is long and random, so a fast hash is enough (no password to stretch).
 */
export interface ApiTokenSecrets {
  generate(): string;
  hash(token: string): string;
  isWellFormed(token: string): boolean;
}
