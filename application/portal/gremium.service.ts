import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { conflict, forbidden, invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { gremiumAccess, isVisibleMember, type GremiumAction } from '../../domain/portal/gremium-access';
import { INVITATION_MESSAGES, invitationExpiresAt, invitationState, mayRenewInvitation } from '../../domain/portal/gremium-invitation';
import { seatChangeProblem, type GremiumRole } from '../../domain/portal/gremium-membership';
import { FORM_FIELDS } from '../../domain/validation/field-registry';
import type { RequestContext } from '../accounts/accounts.port';
import { hasRole } from '../accounts/roles';
import type { SessionTokens } from '../accounts/session-tokens';
import type { Account, UserRepository } from '../accounts/user.repository';
import { bookedEventWire } from './booked-event-wire';
import type { BookingPeriod, PortalBookings } from './bookings.port';
import { callerAccount } from './caller';
import type {
  GremiumBookingsWire,
  GremiumMembersWire,
  GremiumSettingsRequest,
  GremiumSettingsWire,
  InvitationPreviewWire,
  InviteRequest,
  JoinedGremiumWire,
  RoleRequest,
} from './gremium.codecs';
import type { GremiumDetails, GremiumMember, GremiumRepository } from './gremium.repository';
import { PORTAL_MESSAGES as M } from './messages';
import { validateGremiumSettings, validatePersonalData } from './person-form';
import type { ForRequest, GremiumPortal } from './portal.port';
import type { BookedEventsWire } from './portal-events.codecs';
import type { ProfileRepository } from './profile.repository';
import { invitationWire, personalDataWire } from './settings.service';
import type { InvitationWire, PersonalDataRequest, PersonalDataWire } from './settings.codecs';
import type { Clock } from '../ports/clock';

export interface GremiumDependencies {
  readonly users: UserRepository;
  readonly profiles: ProfileRepository;
  readonly gremien: GremiumRepository;
  readonly bookings: PortalBookings;
  readonly clock: Clock;
  /** Random tokens and their hashes for the invitation links (the session tokens': 128 bits, SHA-256). */
  readonly tokens: Pick<SessionTokens, 'generate' | 'hash' | 'isWellFormed'>;
}

type Outcome<A> = E.Either<AppError, A>;

/** A caller who belongs to a Gremium, with that Gremium's id. */
type Seated = Account & { readonly gremiumId: number };

export const settingsWire = (gremium: GremiumDetails): GremiumSettingsWire => ({
  gremiumId: gremium.gremiumId,
  name: gremium.name,
  company: gremium.company,
  billingAddress: gremium.billingAddress === null ? null : { ...gremium.billingAddress },
  ...gremium.invoiceRecipient,
});

export const memberWire = (member: GremiumMember, withEmail: boolean): GremiumMembersWire['members'][number] => ({
  userId: member.userId,
  salutation: member.salutation,
  firstname: member.firstname,
  lastname: member.lastname,
  gremiumRole: member.role,
  brFunctions: member.brFunctions,
  ...(withEmail ? { email: member.email } : {}),
});

/** The Gremium pages in-process; one per request. */
export class GremiumService implements ForRequest<GremiumPortal> {
  constructor(private readonly deps: GremiumDependencies) {}

  forRequest(context: RequestContext): GremiumPortal {
    return new CallerGremium(this.deps, context);
  }
}

class CallerGremium implements GremiumPortal {
  constructor(
    private readonly deps: GremiumDependencies,
    private readonly context: RequestContext,
  ) {}

  members(): TE.TaskEither<AppError, GremiumMembersWire> {
    return this.asMember((caller) => this.membersWire(caller));
  }

  invite(request: InviteRequest): TE.TaskEither<AppError, InvitationWire> {
    return this.asAdmin(async (caller) => {
      const problem = FORM_FIELDS.email.rule(request.email ?? '');
      if (problem !== undefined) return E.left(invalid({ email: problem }));
      const now = this.deps.clock.now();
      const token = this.deps.tokens.generate();
      const invited = await this.deps.gremien.invite(
        caller.gremiumId,
        {
          email: FORM_FIELDS.email.normalize(request.email ?? ''),
          role: request.role ?? 'member',
          invitedBy: caller.userId,
          at: now,
          tokenHash: this.deps.tokens.hash(token),
          expiresAt: invitationExpiresAt(now),
        },
        (open) => mayRenewInvitation(open, now),
        (invitation) => ({
          email: invitation.email,
          gremiumName: invitation.gremiumName,
          invitedBy: { salutation: caller.salutation, firstname: caller.firstname, lastname: caller.lastname },
          role: invitation.role,
          token,
          expiresAt: invitation.expiresAt,
        }),
      );
      if (invited._tag === 'AlreadyMember') return E.left(conflict(M.alreadyMember));
      if (invited._tag === 'AlreadyInvited') return E.left(conflict(M.alreadyInvited));
      return E.right(invitationWire(invited.invitation));
    });
  }

  invitation(token: string): TE.TaskEither<AppError, InvitationPreviewWire> {
    return async () => {
      const invitation = this.deps.tokens.isWellFormed(token) ? await this.deps.gremien.invitationByToken(this.deps.tokens.hash(token)) : undefined;
      if (invitation === undefined) return E.left(notFound(INVITATION_MESSAGES.unknown));
      return E.right({
        gremiumName: invitation.gremiumName,
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt,
        state: invitationState(invitation, this.deps.clock.now()),
      });
    };
  }

  join(token: string): TE.TaskEither<AppError, JoinedGremiumWire> {
    return async () => {
      const account = await callerAccount(this.deps.users, this.context.session);
      if (E.isLeft(account)) return account;
      if (!this.deps.tokens.isWellFormed(token)) return E.left(notFound(INVITATION_MESSAGES.unknown));
      const now = this.deps.clock.now();
      const accepted = await this.deps.gremien.accept({ tokenHash: this.deps.tokens.hash(token) }, account.right.userId, now, (invitation) =>
        invitationState(invitation, now),
      );
      if (accepted !== 'accepted') return E.left(accepted === 'unknown' ? notFound(INVITATION_MESSAGES.unknown) : conflict(INVITATION_MESSAGES[accepted]));
      const joined = await this.deps.users.findById(account.right.userId);
      const gremium = joined?.gremiumId == null ? undefined : await this.deps.gremien.details(joined.gremiumId);
      if (joined === undefined || gremium === undefined) return E.left(notFound(INVITATION_MESSAGES.unknown));
      return E.right({ gremiumId: gremium.gremiumId, gremiumName: gremium.name, role: joined.gremiumRole ?? 'member' });
    };
  }

  withdrawInvitation(invitationId: number): TE.TaskEither<AppError, GremiumMembersWire> {
    return this.asAdmin(async (caller) => {
      if (!(await this.deps.gremien.withdraw(caller.gremiumId, invitationId))) return E.left(notFound(M.unknownInvitation));
      return this.membersWire(caller);
    });
  }

  removeMember(userId: number): TE.TaskEither<AppError, GremiumMembersWire> {
    return this.changeSeat(userId, null);
  }

  changeRole(userId: number, request: RoleRequest): TE.TaskEither<AppError, GremiumMembersWire> {
    return this.changeSeat(userId, request.role);
  }

  bookings(): TE.TaskEither<AppError, GremiumBookingsWire> {
    return this.asMember(async (caller) => {
      const memberIds = (await this.deps.gremien.members(caller.gremiumId)).map((member) => member.userId);
      const { future, past } = await this.deps.bookings.eventsByPeriod(memberIds);
      return E.right({ futureEvents: future.map(bookedEventWire), pastEvents: past.map(bookedEventWire) });
    });
  }

  /** Every member reads the settings (the cart fills its invoice address from them); only admins change them. */
  settings(): TE.TaskEither<AppError, GremiumSettingsWire> {
    return this.asMember((caller) => this.settingsOf(caller));
  }

  updateSettings(request: GremiumSettingsRequest): TE.TaskEither<AppError, GremiumSettingsWire> {
    return this.asAdmin(async (caller) => {
      const settings = validateGremiumSettings(request);
      if (E.isLeft(settings)) return E.left(invalid(settings.left));
      await this.deps.gremien.saveDetails(caller.gremiumId, settings.right);
      return this.settingsOf(caller);
    });
  }

  memberData(userId: number): TE.TaskEither<AppError, PersonalDataWire> {
    return this.asAdminOf(userId, async (member) => this.personalData(member.userId));
  }

  updateMemberData(userId: number, request: PersonalDataRequest): TE.TaskEither<AppError, PersonalDataWire> {
    return this.asAdminOf(userId, async (member) => {
      const data = validatePersonalData(request);
      if (E.isLeft(data)) return E.left(invalid(data.left));
      await this.deps.profiles.savePersonalData(member.userId, data.right);
      return this.personalData(member.userId);
    });
  }

  memberEvents(userId: number, period: BookingPeriod): TE.TaskEither<AppError, BookedEventsWire> {
    return this.asAdminOf(userId, async (member) => E.right(await this.eventsOf([member.userId], period)));
  }

  private async eventsOf(userIds: readonly number[], period: BookingPeriod): Promise<BookedEventsWire> {
    return (await this.deps.bookings.eventsOf(userIds, period)).map(bookedEventWire);
  }

  private async personalData(userId: number): Promise<Outcome<PersonalDataWire>> {
    const profile = await this.deps.profiles.profile(userId);
    return profile === undefined ? E.left(notFound(M.unknownUser)) : E.right(personalDataWire(profile));
  }

  private async settingsOf(caller: Seated): Promise<Outcome<GremiumSettingsWire>> {
    const gremium = await this.deps.gremien.details(caller.gremiumId);
    return gremium === undefined ? E.left(forbidden(M.notGremiumMember)) : E.right(settingsWire(gremium));
  }

  private async membersWire(caller: Seated): Promise<Outcome<GremiumMembersWire>> {
    const gremium = await this.deps.gremien.details(caller.gremiumId);
    if (gremium === undefined) return E.left(forbidden(M.notGremiumMember));
    const isAdmin = hasRole(caller, 'gremium-admin');
    const members = await this.deps.gremien.members(caller.gremiumId);
    const invitations = isAdmin ? await this.deps.gremien.invitationsOf(caller.gremiumId) : [];
    return E.right({
      gremium: { gremiumId: gremium.gremiumId, name: gremium.name, company: gremium.company },
      members: members.map((member) => memberWire(member, isAdmin)),
      invitations: invitations.map(invitationWire),
    });
  }

  private changeSeat(userId: number, role: GremiumRole | null): TE.TaskEither<AppError, GremiumMembersWire> {
    return this.asAdminOf(userId, async (member, caller) => {
      const problem = await this.deps.gremien.changeSeat(caller.gremiumId, member.userId, role, (seats) => seatChangeProblem(seats, member.userId, role));
      return problem === undefined ? this.membersWire(caller) : E.left(conflict(problem));
    });
  }

  private asMember<A>(work: (caller: Seated) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return this.seated('read', work);
  }

  private asAdmin<A>(work: (caller: Seated) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return this.seated('change', work);
  }

  /** The caller as a seat of their Gremium, if domain/portal/gremium-access lets them do the action. */
  private seated<A>(action: GremiumAction, work: (caller: Seated) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return async () => {
      const account = await callerAccount(this.deps.users, this.context.session);
      if (E.isLeft(account)) return account;
      const { gremiumId, gremiumRole } = account.right;
      const seat = gremiumId === null || gremiumRole === null ? null : { gremiumId, role: gremiumRole };
      const access = gremiumAccess(seat, action);
      if (access === 'notMember' || seat === null) return E.left(forbidden(M.notGremiumMember));
      if (access === 'adminsOnly') return E.left(forbidden(M.gremiumAdminsOnly));
      return work({ ...account.right, gremiumId: seat.gremiumId });
    };
  }

  /**
   * A Gremium admin acting on a member of the same Gremium. Another Gremium's member is answered
   * as unknown (NotFound), so ids tell nothing about accounts elsewhere.
   */
  private asAdminOf<A>(userId: number, work: (member: Account, caller: Seated) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return this.asAdmin(async (caller) => {
      const member = await this.deps.users.findById(userId);
      if (member === undefined || !isVisibleMember({ gremiumId: caller.gremiumId, role: 'admin' }, member.gremiumId)) return E.left(notFound(M.unknownUser));
      return work(member, caller);
    });
  }
}
