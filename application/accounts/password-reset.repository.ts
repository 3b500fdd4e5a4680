import type { Temporal } from 'temporal-polyfill';
import type { PasswordResetPayload } from '../mail/outbox-payloads';

/** A link to set a new password as issued: only the token's hash is kept. */
export interface NewPasswordReset {
  readonly userId: number;
  readonly tokenHash: string;
  readonly issuedAt: Temporal.Instant;
  readonly expiresAt: Temporal.Instant;
}

export interface StoredPasswordReset {
  readonly userId: number;
  readonly expiresAt: Temporal.Instant;
  readonly usedAt: Temporal.Instant | null;
}

/**
 * Driven port of "Passwort vergessen". The request commits with its mail in the outbox, or not
 * at all. The use sets the new password in the same transaction as it marks the link used and
 * ends the account's sessions, so of two posts exactly one changes the password, and a session
 * opened with the old password (perhaps by whoever knew it) does not outlive the change.
 */
export interface PasswordResetRepository {
  /** Replaces the account's earlier link (it stops working): only the newest mail's link counts. */
  request(reset: NewPasswordReset, mail: PasswordResetPayload): Promise<void>;
  find(tokenHash: string): Promise<StoredPasswordReset | undefined>;
  /**
   * Marks the link used, stores the new password's hash, confirms the address (the link reached
   * it, as the confirmation link would have) and deletes every session of the account (also an
   * admin's impersonation sessions). false when another request used the link first.
   */
  use(tokenHash: string, at: Temporal.Instant, passwordHash: string): Promise<boolean>;
}
