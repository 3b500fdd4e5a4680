import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type {
  GremiumDetails,
  GremiumMember,
  GremiumRepository,
  Invitation,
  InviteResult,
} from '../../../application/portal/gremium.repository';
import type { GremiumRole, GremiumSeat } from '../../../domain/portal/gremium-membership';
import type { AppDatabase } from '../database';
import { gremien, gremiumBillingAddresses, gremiumInvitations, portalProfiles, users } from '../schema';

const sameEmail = (column: typeof users.email | typeof gremiumInvitations.email, email: string) => sql`lower(${column}) = lower(${email})`;

const invitationColumns = {
  invitationId: gremiumInvitations.invitationId,
  gremiumId: gremiumInvitations.gremiumId,
  gremiumName: gremien.name,
  email: gremiumInvitations.email,
  role: gremiumInvitations.role,
  invitedAt: gremiumInvitations.invitedAt,
};

type InvitationRow = Omit<Invitation, 'invitedAt'> & { readonly invitedAt: string };

const invitation = (row: InvitationRow): Invitation => ({ ...row, invitedAt: Temporal.Instant.from(row.invitedAt) });

/** Gremien, members and invitations over Drizzle; memberships themselves are the users' gremium columns. */
export class DrizzleGremiumRepository implements GremiumRepository {
  constructor(private readonly db: AppDatabase) {}

  async details(gremiumId: number): Promise<GremiumDetails | undefined> {
    const [row] = await this.db
      .select({ gremium: gremien, billing: gremiumBillingAddresses })
      .from(gremien)
      .leftJoin(gremiumBillingAddresses, eq(gremiumBillingAddresses.gremiumId, gremien.gremiumId))
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
    };
  }

  async saveDetails(gremiumId: number, details: Omit<GremiumDetails, 'gremiumId'>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(gremien).set({ name: details.name, company: details.company }).where(eq(gremien.gremiumId, gremiumId));
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
    const rows = await this.db
      .select(invitationColumns)
      .from(gremiumInvitations)
      .innerJoin(gremien, eq(gremien.gremiumId, gremiumInvitations.gremiumId))
      .where(eq(gremiumInvitations.gremiumId, gremiumId))
      .orderBy(asc(gremiumInvitations.invitedAt), asc(gremiumInvitations.invitationId));
    return rows.map(invitation);
  }

  async invitationsFor(email: string): Promise<readonly Invitation[]> {
    const rows = await this.db
      .select(invitationColumns)
      .from(gremiumInvitations)
      .innerJoin(gremien, eq(gremien.gremiumId, gremiumInvitations.gremiumId))
      .where(sameEmail(gremiumInvitations.email, email))
      .orderBy(asc(gremiumInvitations.invitedAt), asc(gremiumInvitations.invitationId));
    return rows.map(invitation);
  }

  async invite(
    gremiumId: number,
    request: { readonly email: string; readonly role: GremiumRole; readonly invitedBy: number; readonly at: Temporal.Instant },
  ): Promise<InviteResult> {
    return this.db.transaction(async (tx) => {
      const [member] = await tx
        .select({ userId: users.userId })
        .from(users)
        .where(and(sameEmail(users.email, request.email), eq(users.gremiumId, gremiumId)))
        .limit(1);
      if (member !== undefined) return { _tag: 'AlreadyMember' };
      const [inserted] = await tx
        .insert(gremiumInvitations)
        .values({ gremiumId, email: request.email, role: request.role, invitedBy: request.invitedBy, invitedAt: request.at.toString() })
        .onConflictDoNothing()
        .returning({ invitationId: gremiumInvitations.invitationId });
      if (inserted === undefined) return { _tag: 'AlreadyInvited' };
      const [row] = await tx
        .select(invitationColumns)
        .from(gremiumInvitations)
        .innerJoin(gremien, eq(gremien.gremiumId, gremiumInvitations.gremiumId))
        .where(eq(gremiumInvitations.invitationId, inserted.invitationId));
      if (row === undefined) throw new Error('an inserted invitation was not found');
      return { _tag: 'Invited', invitation: invitation(row) };
    });
  }

  async withdraw(gremiumId: number, invitationId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(gremiumInvitations)
      .where(and(eq(gremiumInvitations.gremiumId, gremiumId), eq(gremiumInvitations.invitationId, invitationId)))
      .returning({ invitationId: gremiumInvitations.invitationId });
    return deleted.length > 0;
  }

  async accept(invitationId: number, account: { readonly userId: number; readonly email: string }): Promise<'accepted' | 'unknown' | 'alreadyInGremium'> {
    return this.db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(gremiumInvitations)
        .where(and(eq(gremiumInvitations.invitationId, invitationId), sameEmail(gremiumInvitations.email, account.email)))
        .for('update');
      if (pending === undefined) return 'unknown';
      const [user] = await tx.select({ gremiumId: users.gremiumId }).from(users).where(eq(users.userId, account.userId)).for('update');
      if (user === undefined) return 'unknown';
      if (user.gremiumId !== null) return 'alreadyInGremium';
      await tx.update(users).set({ gremiumId: pending.gremiumId, gremiumRole: pending.role }).where(eq(users.userId, account.userId));
      await tx.delete(gremiumInvitations).where(eq(gremiumInvitations.invitationId, invitationId));
      return 'accepted';
    });
  }

  async decline(invitationId: number, email: string): Promise<boolean> {
    const deleted = await this.db
      .delete(gremiumInvitations)
      .where(and(eq(gremiumInvitations.invitationId, invitationId), sameEmail(gremiumInvitations.email, email)))
      .returning({ invitationId: gremiumInvitations.invitationId });
    return deleted.length > 0;
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
