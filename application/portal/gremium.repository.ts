import type { Temporal } from 'temporal-polyfill';
import type { InvoiceRecipient } from '../../domain/invoice/invoice-recipient';
import type { GremiumRole, GremiumSeat } from '../../domain/portal/gremium-membership';
import type { GremiumInvitationPayload } from '../mail/outbox-payloads';

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
  /** "E-Mail für Rechnungen" and Leitweg-ID the Gremium's orders are invoiced with unless an order gives its own. */
  readonly invoiceRecipient: InvoiceRecipient;
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

/** A membership offered to an address: its account joins by the mailed link. */
export interface Invitation {
  readonly invitationId: number;
  readonly gremiumId: number;
  readonly gremiumName: string;
  readonly email: string;
  readonly role: GremiumRole;
  readonly invitedAt: Temporal.Instant;
  /** The link works until then (domain/portal/gremium-invitation). */
  readonly expiresAt: Temporal.Instant;
  /** When it was accepted; null while open. */
  readonly usedAt: Temporal.Instant | null;
}

export type InviteResult =
  | { readonly _tag: 'Invited'; readonly invitation: Invitation }
  | { readonly _tag: 'AlreadyMember' }
  | { readonly _tag: 'AlreadyInvited' };

/** A new invitation: only the hash of the link's token is stored. */
export interface NewInvitation {
  readonly email: string;
  readonly role: GremiumRole;
  readonly invitedBy: number;
  readonly at: Temporal.Instant;
  readonly tokenHash: string;
  readonly expiresAt: Temporal.Instant;
}

/** What accepting an invitation came to; 'expired' and 'used' as the check on the stored invitation says. */
export type AcceptResult = 'accepted' | 'unknown' | 'expired' | 'used' | 'alreadyInGremium';

/** Driven port: Gremien, their members and the pending invitations. E-mail addresses compare case-insensitively. */
export interface GremiumRepository {
  details(gremiumId: number): Promise<GremiumDetails | undefined>;
  saveDetails(gremiumId: number, details: Omit<GremiumDetails, 'gremiumId'>): Promise<void>;
  /** Admins first, then by last and first name. */
  members(gremiumId: number): Promise<readonly GremiumMember[]>;
  /** The open (not yet accepted) invitations, expired ones included. */
  invitationsOf(gremiumId: number): Promise<readonly Invitation[]>;
  /** The open invitations to an address. */
  invitationsFor(email: string): Promise<readonly Invitation[]>;
  /**
   * Invites the address unless it is a member already; an open invitation to it is renewed
   * (new link, new expiry) only when mayRenew says so, else AlreadyInvited. The invitation
   * mail is queued in the same transaction: no invitation without its mail.
   */
  invite(
    gremiumId: number,
    invitation: NewInvitation,
    mayRenew: (open: Invitation) => boolean,
    mail: (invitation: Invitation) => GremiumInvitationPayload,
  ): Promise<InviteResult>;
  /** False when the Gremium has no such open invitation. */
  withdraw(gremiumId: number, invitationId: number): Promise<boolean>;
  /** The invitation a link's token stands for, open or used. */
  invitationByToken(tokenHash: string): Promise<Invitation | undefined>;
  /**
   * Joins the account to the inviting Gremium and marks the invitation used, in one
   * transaction, if the check on the stored invitation (under a lock: two clicks join once)
   * finds it valid. By the token of the link, or by id for the invited address itself.
   */
  accept(
    invitation: { readonly tokenHash: string } | { readonly invitationId: number; readonly email: string },
    userId: number,
    at: Temporal.Instant,
    check: (invitation: Invitation) => 'valid' | 'expired' | 'used',
  ): Promise<AcceptResult>;
  /** False when the address has no such open invitation. */
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
