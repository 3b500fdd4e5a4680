import type { Temporal } from 'temporal-polyfill';
import type { EmailConfirmationPayload } from '../mail/outbox-payloads';
import type { Account, CreateAccountResult, NewAccount } from './user.repository';

/** What the registration keeps beyond the login (the portal's profile: phone and address). */
export interface RegistrationProfile {
  readonly phone: string;
  readonly street: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
}

/** A confirmation link as issued: only the token's hash is kept. */
export interface NewConfirmation {
  readonly tokenHash: string;
  readonly issuedAt: Temporal.Instant;
  readonly expiresAt: Temporal.Instant;
  /** Where the visitor goes once confirmed (a same-site path, checked before), null for the default. */
  readonly redirect: string | null;
}

export interface StoredConfirmation {
  readonly userId: number;
  readonly expiresAt: Temporal.Instant;
  readonly usedAt: Temporal.Instant | null;
  readonly redirect: string | null;
}

/**
 * Driven port of the registration with e-mail confirmation. Each write commits together with
 * its mail in the outbox, or not at all: no account without its link, no link without its mail.
 */
export interface RegistrationRepository {
  /** An unconfirmed account, its profile, its link and the mail; EmailTaken as UserRepository.create. */
  register(
    account: NewAccount,
    profile: RegistrationProfile,
    confirmation: NewConfirmation,
    mail: (created: Account) => EmailConfirmationPayload,
  ): Promise<CreateAccountResult>;
  findConfirmation(tokenHash: string): Promise<StoredConfirmation | undefined>;
  /**
   * Marks the link used and its account confirmed. false when another request used it first
   * (two tabs, a double click): exactly one of them logs in.
   */
  useConfirmation(tokenHash: string, at: Temporal.Instant): Promise<boolean>;
  /** A new link for an unconfirmed account: it replaces the account's earlier one and keeps its redirect. */
  renewConfirmation(userId: number, confirmation: Omit<NewConfirmation, 'redirect'>, mail: EmailConfirmationPayload): Promise<void>;
}
