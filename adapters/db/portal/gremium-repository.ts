import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { GremiumInvitationPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type {
  AcceptResult,
  GremiumDetails,
  GremiumMember,
  GremiumRepository,
  Invitation,
  InviteResult,
  NewInvitation,
} from '../../../application/portal/gremium.repository';
import type { GremiumRole, GremiumSeat } from '../../../domain/portal/gremium-membership';
import type { AppDatabase } from '../database';
import { gremien, gremiumBillingAddresses, gremiumInvoiceSettings, gremiumInvitations, portalProfiles, users } from '../schema';

const sameEmail = (column: typeof users.email | typeof gremiumInvitations.email, email: string) => sql`lower(${column}) = lower(${email})`;

const invitationColumns = {
  invitationId: gremiumInvitations.invitationId,
  gremiumId: gremiumInvitations.gremiumId,
  gremiumName: gremien.name,
  email: gremiumInvitations.email,
  role: gremiumInvitations.role,
  invitedAt: gremiumInvitations.invitedAt,
  expiresAt: gremiumInvitations.expiresAt,
  usedAt: gremiumInvitations.usedAt,
};

type Reader = Pick<AppDatabase, 'select'>;

/** Invitations with their Gremium's name. */
const invitationQuery = (db: Reader) =>
  db.select(invitationColumns).from(gremiumInvitations).innerJoin(gremien, eq(gremien.gremiumId, gremiumInvitations.gremiumId)).$dynamic();

type InvitationRow = Omit<Invitation, 'invitedAt' | 'expiresAt' | 'usedAt'> & {
  readonly invitedAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
};

const invitation = (row: InvitationRow): Invitation => ({
  ...row,
  invitedAt: Temporal.Instant.from(row.invitedAt),
  expiresAt: Temporal.Instant.from(row.expiresAt),
  usedAt: row.usedAt === null ? null : Temporal.Instant.from(row.usedAt),
});

/** Gremien, members and invitations over Drizzle; memberships themselves are the users' gremium columns. */
export class DrizzleGremiumRepository implements GremiumRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async details(gremiumId: number): Promise<GremiumDetails | undefined> {
    const [row] = await this.db
      .select({ gremium: gremien, billing: gremiumBillingAddresses, invoiceEmail: gremiumInvoiceSettings.invoiceEmail, leitwegId: gremiumInvoiceSettings.leitwegId })
      .from(gremien)
      .leftJoin(gremiumBillingAddresses, eq(gremiumBillingAddresses.gremiumId, gremien.gremiumId))
      .leftJoin(gremiumInvoiceSettings, eq(gremiumInvoiceSettings.gremiumId, gremien.gremiumId))
      .where(eq(gremien.gremiumId, gremiumId))
      .limit(1);
    if (row === undefined) return undefined;
    const { billing } = row;
    return {
      gremiumId: row.gremium.gremiumId,
      name: row.gremium.name,
      company: row.gremium.company,
      billingAddress:
        billing === null
          ? null
          : { street: billing.street, streetNumber: billing.streetNumber, postalCode: billing.postalCode, city: billing.city, country: billing.country },
      invoiceRecipient: { invoiceEmail: row.invoiceEmail, leitwegId: row.leitwegId },
    };
  }

  async saveDetails(gremiumId: number, details: Omit<GremiumDetails, 'gremiumId'>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(gremien).set({ name: details.name, company: details.company }).where(eq(gremien.gremiumId, gremiumId));
      const recipient = details.invoiceRecipient;
      await tx.insert(gremiumInvoiceSettings).values({ gremiumId, ...recipient }).onConflictDoUpdate({ target: gremiumInvoiceSettings.gremiumId, set: recipient });
      if (details.billingAddress === null) {
        await tx.delete(gremiumBillingAddresses).where(eq(gremiumBillingAddresses.gremiumId, gremiumId));
        return;
      }
      const address = details.billingAddress;
      await tx
        .insert(gremiumBillingAddresses)
        .values({ gremiumId, ...address })
        .onConflictDoUpdate({ target: gremiumBillingAddresses.gremiumId, set: address });
    });
  }

  async members(gremiumId: number): Promise<readonly GremiumMember[]> {
    const rows = await this.db
      .select({ user: users, brFunctions: portalProfiles.brFunctions })
      .from(users)
      .leftJoin(portalProfiles, eq(portalProfiles.userId, users.userId))
      .where(eq(users.gremiumId, gremiumId))
      .orderBy(desc(sql`${users.gremiumRole} = 'admin'`), asc(users.lastname), asc(users.firstname), asc(users.userId));
    return rows.map(({ user, brFunctions }) => ({
      userId: user.userId,
      email: user.email,
      salutation: user.salutation,
      firstname: user.firstname,
      lastname: user.lastname,
      role: user.gremiumRole ?? 'member',
      brFunctions: brFunctions ?? [],
    }));
  }

  async invitationsOf(gremiumId: number): Promise<readonly Invitation[]> {
    return this.openInvitations(eq(gremiumInvitations.gremiumId, gremiumId));
  }

  async invitationsFor(email: string): Promise<readonly Invitation[]> {
    return this.openInvitations(sameEmail(gremiumInvitations.email, email));
  }

  async invite(
    gremiumId: number,
    request: NewInvitation,
    mayRenew: (open: Invitation) => boolean,
    mail: (invitation: Invitation) => GremiumInvitationPayload,
  ): Promise<InviteResult> {
    return this.db.transaction(async (tx) => {
      // The Gremium's row is the lock: two admins inviting the same address at once give one invitation.
      await tx.select({ gremiumId: gremien.gremiumId }).from(gremien).where(eq(gremien.gremiumId, gremiumId)).for('update');
      const [member] = await tx
        .select({ userId: users.userId })
        .from(users)
        .where(and(sameEmail(users.email, request.email), eq(users.gremiumId, gremiumId)))
        .limit(1);
      if (member !== undefined) return { _tag: 'AlreadyMember' };
      const fields = {
        role: request.role,
        invitedBy: request.invitedBy,
        invitedAt: request.at.toString(),
        tokenHash: request.tokenHash,
        expiresAt: request.expiresAt.toString(),
      };
      const [open] = await invitationQuery(tx).where(
        and(eq(gremiumInvitations.gremiumId, gremiumId), sameEmail(gremiumInvitations.email, request.email), isNull(gremiumInvitations.usedAt)),
      );
      let invitationId: number;
      if (open === undefined) {
        const [inserted] = await tx
          .insert(gremiumInvitations)
          .values({ gremiumId, email: request.email, ...fields })
          .returning({ invitationId: gremiumInvitations.invitationId });
        if (inserted === undefined) throw new Error('an invitation was not inserted');
        invitationId = inserted.invitationId;
      } else {
        if (!mayRenew(invitation(open))) return { _tag: 'AlreadyInvited' };
        await tx.update(gremiumInvitations).set(fields).where(eq(gremiumInvitations.invitationId, open.invitationId));
        invitationId = open.invitationId;
      }
      const [row] = await invitationQuery(tx).where(eq(gremiumInvitations.invitationId, invitationId));
      if (row === undefined) throw new Error('a written invitation was not found');
      const written = invitation(row);
      await this.outbox.enqueue(tx, 'gremium_invitation', mail(written));
      return { _tag: 'Invited', invitation: written };
    });
  }

  async withdraw(gremiumId: number, invitationId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(gremiumInvitations)
      .where(and(eq(gremiumInvitations.gremiumId, gremiumId), eq(gremiumInvitations.invitationId, invitationId), isNull(gremiumInvitations.usedAt)))
      .returning({ invitationId: gremiumInvitations.invitationId });
    return deleted.length > 0;
  }

  async invitationByToken(tokenHash: string): Promise<Invitation | undefined> {
    const [row] = await invitationQuery(this.db).where(eq(gremiumInvitations.tokenHash, tokenHash));
    return row === undefined ? undefined : invitation(row);
  }

  async accept(
    which: { readonly tokenHash: string } | { readonly invitationId: number; readonly email: string },
    userId: number,
    at: Temporal.Instant,
    check: (invitation: Invitation) => 'valid' | 'expired' | 'used',
  ): Promise<AcceptResult> {
    return this.db.transaction(async (tx) => {
      const where =
        'tokenHash' in which
          ? eq(gremiumInvitations.tokenHash, which.tokenHash)
          : and(eq(gremiumInvitations.invitationId, which.invitationId), sameEmail(gremiumInvitations.email, which.email));
      const [pending] = await invitationQuery(tx).where(where).for('update', { of: gremiumInvitations });
      if (pending === undefined) return 'unknown';
      const state = check(invitation(pending));
      if (state !== 'valid') return state;
      const [user] = await tx.select({ gremiumId: users.gremiumId }).from(users).where(eq(users.userId, userId)).for('update');
      if (user === undefined) return 'unknown';
      if (user.gremiumId !== null) return 'alreadyInGremium';
      await tx.update(users).set({ gremiumId: pending.gremiumId, gremiumRole: pending.role }).where(eq(users.userId, userId));
      await tx.update(gremiumInvitations).set({ usedAt: at.toString() }).where(eq(gremiumInvitations.invitationId, pending.invitationId));
      return 'accepted';
    });
  }

  async decline(invitationId: number, email: string): Promise<boolean> {
    const deleted = await this.db
      .delete(gremiumInvitations)
      .where(and(eq(gremiumInvitations.invitationId, invitationId), sameEmail(gremiumInvitations.email, email), isNull(gremiumInvitations.usedAt)))
      .returning({ invitationId: gremiumInvitations.invitationId });
    return deleted.length > 0;
  }

  private async openInvitations(where: SQL | undefined): Promise<readonly Invitation[]> {
    const rows = await invitationQuery(this.db)
      .where(and(where, isNull(gremiumInvitations.usedAt)))
      .orderBy(asc(gremiumInvitations.invitedAt), asc(gremiumInvitations.invitationId));
    return rows.map(invitation);
  }

  async changeSeat(
    gremiumId: number,
    userId: number,
    role: GremiumRole | null,
    check: (seats: readonly GremiumSeat[]) => string | undefined,
  ): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      // The Gremium's row is the lock every seat change takes, so changes to one Gremium run one after another.
      await tx.select({ gremiumId: gremien.gremiumId }).from(gremien).where(eq(gremien.gremiumId, gremiumId)).for('update');
      const rows = await tx.select({ userId: users.userId, role: users.gremiumRole }).from(users).where(eq(users.gremiumId, gremiumId));
      const problem = check(rows.map((row) => ({ userId: row.userId, role: row.role ?? 'member' })));
      if (problem !== undefined) return problem;
      await tx
        .update(users)
        .set(role === null ? { gremiumId: null, gremiumRole: null } : { gremiumRole: role })
        .where(and(eq(users.userId, userId), eq(users.gremiumId, gremiumId)));
      return undefined;
    });
  }
}
