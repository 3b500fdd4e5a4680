import type { GremiumRole } from '../../domain/portal/gremium-membership';
import type { Temporal } from 'temporal-polyfill';

/** The account's role on the site: a customer, staff of the back office, or the site admin. */
export type SiteRole = 'user' | 'staff' | 'admin';
export type { GremiumRole };

/** An account as the accounts use cases read it. */
export interface Account {
  readonly userId: number;
  readonly email: string;
  readonly passwordHash: string;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly role: SiteRole;
  readonly gremiumId: number | null;
  readonly gremiumRole: GremiumRole | null;
  /**
   * false only for a registered account whose address is not confirmed yet: it cannot log in.
   * Left out means confirmed (accounts from before the confirmation, fixtures).
   */
  readonly emailConfirmed?: boolean;
}

export type NewAccount = Omit<Account, 'userId' | 'role' | 'gremiumId' | 'gremiumRole' | 'emailConfirmed'> & {
  readonly createdAt: Temporal.Instant;
};

export interface Gremium {
  readonly gremiumId: number;
  readonly name: string;
  readonly company: string;
}

export type CreateAccountResult = { readonly _tag: 'Created'; readonly account: Account } | { readonly _tag: 'EmailTaken' };

/** Driven port: where accounts and Gremien are kept. E-mail addresses compare case-insensitively. */
export interface UserRepository {
  findByEmail(email: string): Promise<Account | undefined>;
  findById(userId: number): Promise<Account | undefined>;
  /** EmailTaken also when another request registered the address a moment earlier. */
  create(account: NewAccount): Promise<CreateAccountResult>;
  findGremium(gremiumId: number): Promise<Gremium | undefined>;
  /** Members in a stable order: Gremium admins first, then by last and first name. */
  gremiumMembers(gremiumId: number): Promise<readonly Account[]>;
}
