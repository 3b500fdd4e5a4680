import type { Temporal } from 'temporal-polyfill';
import type { LoginEmailChangePayload } from '../mail/outbox-payloads';

/** A requested change of the login address as issued: only the token's hash is kept. */
export interface NewLoginEmailChange {
  readonly userId: number;
  readonly newEmail: string;
  readonly tokenHash: string;
  readonly issuedAt: Temporal.Instant;
  readonly expiresAt: Temporal.Instant;
}

export interface StoredLoginEmailChange {
  readonly userId: number;
  readonly newEmail: string;
  readonly expiresAt: Temporal.Instant;
  readonly usedAt: Temporal.Instant | null;
}

export type LoginEmailChangeUse = 'changed' | 'used' | 'taken';

/**
 * Driven port of the change of a login address. The request commits with its mails in the
 * outbox, or not at all; the use changes the address in the same transaction as it marks the
 * link used, so of two clicks exactly one changes it.
 */
export interface LoginEmailChangeRepository {
  /** Replaces the account's earlier request (its link stops working). */
  request(change: NewLoginEmailChange, mail: LoginEmailChangePayload): Promise<void>;
  find(tokenHash: string): Promise<StoredLoginEmailChange | undefined>;
  /** The account's open request, for the settings page to say what is waiting. */
  pendingFor(userId: number, now: Temporal.Instant): Promise<StoredLoginEmailChange | undefined>;
  /** 'taken' when another account has the address by now (the link then stays unused). */
  use(tokenHash: string, at: Temporal.Instant): Promise<LoginEmailChangeUse>;
}
