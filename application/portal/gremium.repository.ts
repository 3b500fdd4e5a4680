import type { Temporal } from 'temporal-polyfill';
import type { GremiumRole, GremiumSeat } from '../../domain/portal/gremium-membership';

export interface BillingAddress {
  readonly street: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

export interface GremiumDetails {
  readonly gremiumId: number;
  readonly name: string;
  readonly company: string;
  /** Null until the Gremium's admin enters one. */
  readonly billingAddress: BillingAddress | null;
}

export interface GremiumMember {
  readonly userId: number;
  readonly email: string;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly role: GremiumRole;
  readonly brFunctions: readonly string[];
}

/** A pending membership: the invited person joins when they accept. */
export interface Invitation {
  readonly invitationId: number;
  readonly gremiumId: number;
  readonly gremiumName: string;
  readonly email: string;
  readonly role: GremiumRole;
  readonly invitedAt: Temporal.Instant;
}

export type InviteResult =
  | { readonly _tag: 'Invited'; readonly invitation: Invitation }
  | { readonly _tag: 'AlreadyMember' }
  | { readonly _tag: 'AlreadyInvited' };

/** Driven port: Gremien, their members and the pending invitations. E-mail addresses compare case-insensitively. */
export interface GremiumRepository {
  details(gremiumId: number): Promise<GremiumDetails | undefined>;
  saveDetails(gremiumId: number, details: Omit<GremiumDetails, 'gremiumId'>): Promise<void>;
  /** Admins first, then by last and first name. */
  members(gremiumId: number): Promise<readonly GremiumMember[]>;
  invitationsOf(gremiumId: number): Promise<readonly Invitation[]>;
  invitationsFor(email: string): Promise<readonly Invitation[]>;
  invite(gremiumId: number, invitation: { readonly email: string; readonly role: GremiumRole; readonly invitedBy: number; readonly at: Temporal.Instant }): Promise<InviteResult>;
  /** False when the Gremium has no such invitation. */
  withdraw(gremiumId: number, invitationId: number): Promise<boolean>;
  /** Joins the account to the inviting Gremium and drops the invitation, in one transaction. */
  accept(invitationId: number, account: { readonly userId: number; readonly email: string }): Promise<'accepted' | 'unknown' | 'alreadyInGremium'>;
  /** False when the address has no such invitation. */
  decline(invitationId: number, email: string): Promise<boolean>;
  /**
   * Gives a member a new role, or removes them (null), if the check on the current seats finds
   * no problem; the Gremium is locked meanwhile, so two admins stepping down at once cannot
   * leave it without one. Answers the check's problem, or undefined when the change is made.
   */
  changeSeat(
    gremiumId: number,
    userId: number,
    role: GremiumRole | null,
    check: (seats: readonly GremiumSeat[]) => string | undefined,
  ): Promise<string | undefined>;
}
