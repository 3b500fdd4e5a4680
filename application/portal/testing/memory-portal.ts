import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { conflict, notFound, type AppError } from '../../../domain/errors/app-error';
import type { GremiumRole, GremiumSeat } from '../../../domain/portal/gremium-membership';
import type { HotelPreferences } from '../../../domain/portal/hotel-preferences';
import { NO_CONSENTS, type MarketingConsents } from '../../../domain/portal/marketing-consent';
import type { Account, CreateAccountResult, Gremium, UserRepository } from '../../accounts/user.repository';
import type { BookedEvent, BookingPaper, BookingPeriod, BookingRecipient, EventsByPeriod, PortalBookings, Substitute } from '../bookings.port';
import { mayManageBooking } from '../../../domain/portal/booking-access';
import { bookingCallerOf } from '../caller';
import type { EventFile, EventFileKind, EventFileRepository, EventFileStore } from '../event-files.repository';
import type { FeedbackEntry, FeedbackRepository, GivenFeedback } from '../feedback.repository';
import type { AcceptResult, GremiumDetails, GremiumMember, GremiumRepository, Invitation, InviteResult, NewInvitation } from '../gremium.repository';
import type { AdvertisingChoice, PersonalData, Profile, ProfileRepository, Rubric } from '../profile.repository';
import type { FeedbackPayload, GremiumInvitationPayload, LoginEmailChangePayload } from '../../mail/outbox-payloads';
import type { LoginEmailChangeRepository, LoginEmailChangeUse, NewLoginEmailChange, StoredLoginEmailChange } from '../login-email-change.repository';

interface Extras {
  readonly personal: Omit<PersonalData, 'salutation' | 'firstname' | 'lastname' | 'company'>;
  readonly hotel: HotelPreferences | null;
  readonly consents: MarketingConsents;
  readonly advertising: AdvertisingChoice;
  readonly brFunctions: readonly string[];
}

const NO_EXTRAS: Extras = {
  personal: { phone: '', street: '', streetNumber: '', postalCode: '', city: '', country: 'DE' },
  hotel: null,
  consents: NO_CONSENTS,
  advertising: { printedCatalogue: false, topics: [] },
  brFunctions: [],
};

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Accounts, profiles and Gremien in memory, over one shared state, so the portal's services can
 * be tested with their real rules and no database. Memberships live on the accounts, as in PostgreSQL.
 */
export class MemoryPortal implements UserRepository, ProfileRepository, GremiumRepository, LoginEmailChangeRepository {
  readonly accounts: Account[];
  readonly gremien: GremiumDetails[];
  readonly invitations: Invitation[] = [];
  /** The invitation mails as they would be queued, newest last. */
  readonly invitationMails: GremiumInvitationPayload[] = [];
  readonly #tokens = new Map<number, string>();
  readonly #extras = new Map<number, Extras>();
  #nextInvitation = 1;
  readonly #emailChanges = new Map<number, NewLoginEmailChange & { readonly usedAt: Temporal.Instant | null }>();
  /** The mails the change requests would send, in order. */
  readonly emailChangeMails: LoginEmailChangePayload[] = [];

  constructor(
    accounts: readonly Account[],
    gremien: readonly GremiumDetails[],
    private readonly rubricList: readonly Rubric[] = [],
  ) {
    this.accounts = [...accounts];
    this.gremien = [...gremien];
  }

  // UserRepository
  findByEmail(email: string): Promise<Account | undefined> {
    return Promise.resolve(this.accounts.find((account) => same(account.email, email)));
  }

  findById(userId: number): Promise<Account | undefined> {
    return Promise.resolve(this.accounts.find((account) => account.userId === userId));
  }

  create(): Promise<CreateAccountResult> {
    return Promise.reject(new Error('not used by the portal'));
  }

  findGremium(gremiumId: number): Promise<Gremium | undefined> {
    return Promise.resolve(this.gremien.find((gremium) => gremium.gremiumId === gremiumId));
  }

  gremiumMembers(gremiumId: number): Promise<readonly Account[]> {
    return Promise.resolve(this.accounts.filter((account) => account.gremiumId === gremiumId));
  }

  // ProfileRepository
  async profile(userId: number): Promise<Profile | undefined> {
    const account = await this.findById(userId);
    if (account === undefined) return undefined;
    const extras = this.extras(userId);
    const { salutation, firstname, lastname, company } = account;
    return {
      userId,
      email: account.email,
      personal: { salutation, firstname, lastname, company, ...extras.personal },
      hotel: extras.hotel,
      consents: extras.consents,
      advertising: extras.advertising,
      brFunctions: extras.brFunctions,
    };
  }

  savePersonalData(userId: number, data: PersonalData): Promise<void> {
    const { salutation, firstname, lastname, company, ...personal } = data;
    this.updateAccount(userId, (account) => ({ ...account, salutation, firstname, lastname, company }));
    this.setExtras(userId, { personal });
    return Promise.resolve();
  }

  saveHotelPreferences(userId: number, hotel: HotelPreferences): Promise<void> {
    this.setExtras(userId, { hotel });
    return Promise.resolve();
  }

  updateConsents(userId: number, change: (current: MarketingConsents) => MarketingConsents): Promise<MarketingConsents> {
    const consents = change(this.extras(userId).consents);
    this.setExtras(userId, { consents });
    return Promise.resolve(consents);
  }

  saveAdvertising(userId: number, advertising: AdvertisingChoice): Promise<void> {
    this.setExtras(userId, { advertising });
    return Promise.resolve();
  }

  saveBrFunctions(userId: number, brFunctions: readonly string[]): Promise<void> {
    this.setExtras(userId, { brFunctions });
    return Promise.resolve();
  }

  // LoginEmailChangeRepository
  request(change: NewLoginEmailChange, mail: LoginEmailChangePayload): Promise<void> {
    this.#emailChanges.set(change.userId, { ...change, usedAt: null });
    this.emailChangeMails.push(mail);
    return Promise.resolve();
  }

  find(tokenHash: string): Promise<StoredLoginEmailChange | undefined> {
    return Promise.resolve([...this.#emailChanges.values()].find((change) => change.tokenHash === tokenHash));
  }

  pendingFor(userId: number, now: Temporal.Instant): Promise<StoredLoginEmailChange | undefined> {
    const change = this.#emailChanges.get(userId);
    return Promise.resolve(change?.usedAt === null && Temporal.Instant.compare(now, change.expiresAt) < 0 ? change : undefined);
  }

  use(tokenHash: string, at: Temporal.Instant): Promise<LoginEmailChangeUse> {
    const change = [...this.#emailChanges.values()].find((candidate) => candidate.tokenHash === tokenHash);
    if (change?.usedAt !== null) return Promise.resolve('used');
    const email = change.newEmail;
    if (this.accounts.some((account) => account.userId !== change.userId && same(account.email, email))) return Promise.resolve('taken');
    this.updateAccount(change.userId, (account) => ({ ...account, email }));
    this.#emailChanges.set(change.userId, { ...change, usedAt: at });
    return Promise.resolve('changed');
  }

  rubrics(): Promise<readonly Rubric[]> {
    return Promise.resolve(this.rubricList);
  }

  // GremiumRepository
  details(gremiumId: number): Promise<GremiumDetails | undefined> {
    return this.findGremium(gremiumId).then((gremium) => gremium && this.gremien.find((details) => details.gremiumId === gremium.gremiumId));
  }

  saveDetails(gremiumId: number, details: Omit<GremiumDetails, 'gremiumId'>): Promise<void> {
    const index = this.gremien.findIndex((gremium) => gremium.gremiumId === gremiumId);
    if (index >= 0) this.gremien[index] = { gremiumId, ...details };
    return Promise.resolve();
  }

  members(gremiumId: number): Promise<readonly GremiumMember[]> {
    const seated = this.accounts.filter((account) => account.gremiumId === gremiumId);
    return Promise.resolve(
      seated
        .map((account) => ({
          userId: account.userId,
          email: account.email,
          salutation: account.salutation,
          firstname: account.firstname,
          lastname: account.lastname,
          role: account.gremiumRole ?? 'member',
          brFunctions: this.extras(account.userId).brFunctions,
        }))
        .sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || a.lastname.localeCompare(b.lastname)),
    );
  }

  invitationsOf(gremiumId: number): Promise<readonly Invitation[]> {
    return Promise.resolve(this.invitations.filter((invitation) => invitation.gremiumId === gremiumId && invitation.usedAt === null));
  }

  invitationsFor(email: string): Promise<readonly Invitation[]> {
    return Promise.resolve(this.invitations.filter((invitation) => same(invitation.email, email) && invitation.usedAt === null));
  }

  invite(
    gremiumId: number,
    request: NewInvitation,
    mayRenew: (open: Invitation) => boolean,
    mail: (invitation: Invitation) => GremiumInvitationPayload,
  ): Promise<InviteResult> {
    if (this.accounts.some((account) => account.gremiumId === gremiumId && same(account.email, request.email))) {
      return Promise.resolve({ _tag: 'AlreadyMember' });
    }
    const open = this.invitations.find((invitation) => invitation.gremiumId === gremiumId && same(invitation.email, request.email) && invitation.usedAt === null);
    if (open !== undefined && !mayRenew(open)) return Promise.resolve({ _tag: 'AlreadyInvited' });
    const gremiumName = this.gremien.find((gremium) => gremium.gremiumId === gremiumId)?.name ?? '';
    const invitation: Invitation = {
      invitationId: open?.invitationId ?? this.#nextInvitation++,
      gremiumId,
      gremiumName,
      email: open?.email ?? request.email,
      role: request.role,
      invitedAt: request.at,
      expiresAt: request.expiresAt,
      usedAt: null,
    };
    if (open !== undefined) this.dropInvitation((candidate) => candidate === open);
    this.invitations.push(invitation);
    this.#tokens.set(invitation.invitationId, request.tokenHash);
    this.invitationMails.push(mail(invitation));
    return Promise.resolve({ _tag: 'Invited', invitation });
  }

  withdraw(gremiumId: number, invitationId: number): Promise<boolean> {
    return Promise.resolve(
      this.dropInvitation((invitation) => invitation.invitationId === invitationId && invitation.gremiumId === gremiumId && invitation.usedAt === null),
    );
  }

  invitationByToken(tokenHash: string): Promise<Invitation | undefined> {
    return Promise.resolve(this.invitations.find((invitation) => this.#tokens.get(invitation.invitationId) === tokenHash));
  }

  accept(
    which: { readonly tokenHash: string } | { readonly invitationId: number; readonly email: string },
    userId: number,
    at: Temporal.Instant,
    check: (invitation: Invitation) => 'valid' | 'expired' | 'used',
  ): Promise<AcceptResult> {
    const invitation = this.invitations.find((pending) =>
      'tokenHash' in which ? this.#tokens.get(pending.invitationId) === which.tokenHash : pending.invitationId === which.invitationId && same(pending.email, which.email),
    );
    const user = this.accounts.find((candidate) => candidate.userId === userId);
    if (invitation === undefined || user === undefined) return Promise.resolve('unknown');
    const state = check(invitation);
    if (state !== 'valid') return Promise.resolve(state);
    if (user.gremiumId !== null) return Promise.resolve('alreadyInGremium');
    this.updateAccount(userId, (current) => ({ ...current, gremiumId: invitation.gremiumId, gremiumRole: invitation.role }));
    this.invitations[this.invitations.indexOf(invitation)] = { ...invitation, usedAt: at };
    return Promise.resolve('accepted');
  }

  decline(invitationId: number, email: string): Promise<boolean> {
    return Promise.resolve(
      this.dropInvitation((invitation) => invitation.invitationId === invitationId && same(invitation.email, email) && invitation.usedAt === null),
    );
  }

  changeSeat(
    gremiumId: number,
    userId: number,
    role: GremiumRole | null,
    check: (seats: readonly GremiumSeat[]) => string | undefined,
  ): Promise<string | undefined> {
    const seats = this.accounts
      .filter((account) => account.gremiumId === gremiumId)
      .map((account) => ({ userId: account.userId, role: account.gremiumRole ?? 'member' }));
    const problem = check(seats);
    if (problem === undefined) {
      this.updateAccount(userId, (account) =>
        role === null ? { ...account, gremiumId: null, gremiumRole: null } : { ...account, gremiumRole: role },
      );
    }
    return Promise.resolve(problem);
  }

  private extras(userId: number): Extras {
    return this.#extras.get(userId) ?? NO_EXTRAS;
  }

  private setExtras(userId: number, change: Partial<Extras>): void {
    this.#extras.set(userId, { ...this.extras(userId), ...change });
  }

  private updateAccount(userId: number, change: (account: Account) => Account): void {
    const index = this.accounts.findIndex((account) => account.userId === userId);
    const account = this.accounts[index];
    if (account !== undefined) this.accounts[index] = change(account);
  }

  private dropInvitation(matches: (invitation: Invitation) => boolean): boolean {
    const index = this.invitations.findIndex(matches);
    if (index < 0) return false;
    this.invitations.splice(index, 1);
    return true;
  }
}

/** Bookings as the orders module would answer them, from a fixed list; cancelling refuses past events. */
export class MemoryBookings implements PortalBookings {
  constructor(
    private readonly booked: readonly (BookedEvent & { readonly period: BookingPeriod })[],
    private readonly participants: ReadonlyMap<number, readonly number[]> = new Map(),
  ) {}

  readonly cancelled: { recipientId: number; cancelledBy: number }[] = [];
  readonly substituted: { recipientId: number; substitute: Substitute; by: number }[] = [];
  readonly named: { recipientId: number; person: Substitute; by: number }[] = [];
  readonly givenBack: { recipientId: number; by: number }[] = [];
  /** The papers' data per recipient, for the tests that print them. */
  readonly papers = new Map<number, BookingPaper>();

  substituteRecipient(caller: Account, recipientId: number, substitute: Substitute): TE.TaskEither<AppError, BookingRecipient> {
    return async () => {
      const found = await this.findRecipient(recipientId);
      if (found === undefined || !this.manages(caller, found.recipient)) return E.left(notFound('Diese Teilnahme gibt es nicht.'));
      this.substituted.push({ recipientId, substitute, by: caller.userId });
      return E.right({ ...found.recipient, ...substitute, userId: null });
    };
  }

  nameHeldSeat(caller: Account, recipientId: number, person: Substitute): TE.TaskEither<AppError, BookingRecipient> {
    return async () => {
      const found = await this.heldSeatsOf(caller, recipientId);
      if (E.isLeft(found)) return found;
      this.named.push({ recipientId, person, by: caller.userId });
      return E.right({ ...found.right, ...person, recipientId: recipientId + 1000, seats: 1, named: true, userId: null });
    };
  }

  giveBackHeldSeat(caller: Account, recipientId: number): TE.TaskEither<AppError, BookingRecipient> {
    return async () => {
      const found = await this.heldSeatsOf(caller, recipientId);
      if (E.isLeft(found)) return found;
      this.givenBack.push({ recipientId, by: caller.userId });
      return E.right({ ...found.right, seats: found.right.seats - 1 });
    };
  }

  private async heldSeatsOf(caller: Account, recipientId: number): Promise<E.Either<AppError, BookingRecipient>> {
    const found = await this.findRecipient(recipientId);
    if (found === undefined || !this.manages(caller, found.recipient)) return E.left(notFound('Diese Teilnahme gibt es nicht.'));
    return found.recipient.named ? E.left(conflict('Diese Teilnahme hat schon einen Namen.')) : E.right(found.recipient);
  }

  async paperOf(caller: Account, recipientId: number): Promise<BookingPaper | undefined> {
    const found = await this.findRecipient(recipientId);
    return found !== undefined && this.manages(caller, found.recipient) ? this.papers.get(recipientId) : undefined;
  }

  private manages(caller: Account, recipient: BookingRecipient): boolean {
    return mayManageBooking(bookingCallerOf(caller), {
      orderUserId: recipient.bookedBy, orderGremiumId: recipient.orderGremiumId, email: recipient.email,
    });
  }

  eventsOf(userIds: readonly number[], period: BookingPeriod): Promise<readonly BookedEvent[]> {
    return Promise.resolve(
      this.booked
        .filter((event) => event.period === period)
        .map(({ period: _period, ...event }) => ({
          ...event,
          recipients: event.recipients.filter((recipient) => (recipient.bookedBy !== null && userIds.includes(recipient.bookedBy)) || (recipient.userId !== null && userIds.includes(recipient.userId))),
        }))
        .filter((event) => event.recipients.length > 0),
    );
  }

  async eventsByPeriod(userIds: readonly number[]): Promise<EventsByPeriod> {
    return { future: await this.eventsOf(userIds, 'future'), past: await this.eventsOf(userIds, 'past') };
  }

  participantsOf(eventId: number): Promise<readonly number[]> {
    return Promise.resolve(this.participants.get(eventId) ?? []);
  }

  findRecipient(recipientId: number): Promise<{ readonly eventId: number; readonly recipient: BookingRecipient } | undefined> {
    for (const event of this.booked) {
      const recipient = event.recipients.find((candidate) => candidate.recipientId === recipientId);
      if (recipient !== undefined) return Promise.resolve({ eventId: event.eventId, recipient });
    }
    return Promise.resolve(undefined);
  }

  cancelRecipient(recipientId: number, cancelledBy: number): TE.TaskEither<AppError, BookingRecipient> {
    return () => {
      const found = this.booked.find((event) => event.recipients.some((recipient) => recipient.recipientId === recipientId));
      const recipient = found?.recipients.find((candidate) => candidate.recipientId === recipientId);
      if (found === undefined || recipient === undefined) return Promise.resolve(E.left(notFound('Diese Teilnahme gibt es nicht.')));
      if (found.period === 'past') return Promise.resolve(E.left(conflict('Die Veranstaltung hat bereits begonnen.')));
      this.cancelled.push({ recipientId, cancelledBy });
      return Promise.resolve(E.right({ ...recipient, status: 'cancelled' as const }));
    };
  }
}

/** File metadata in memory. */
export class MemoryEventFileRepository implements EventFileRepository {
  readonly files: EventFile[] = [];

  list(eventId: number, kind: EventFileKind): Promise<readonly EventFile[]> {
    return Promise.resolve(this.files.filter((file) => file.eventId === eventId && file.kind === kind));
  }

  find(fileId: number): Promise<EventFile | undefined> {
    return Promise.resolve(this.files.find((file) => file.fileId === fileId));
  }

  add(file: Omit<EventFile, 'fileId'>): Promise<EventFile> {
    const added = { ...file, fileId: this.files.length + 1 };
    this.files.push(added);
    return Promise.resolve(added);
  }

  remove(fileId: number): Promise<boolean> {
    const index = this.files.findIndex((file) => file.fileId === fileId);
    if (index >= 0) this.files.splice(index, 1);
    return Promise.resolve(index >= 0);
  }
}

/** File bytes in memory. */
export class MemoryFileStore implements EventFileStore {
  readonly bytes = new Map<string, Uint8Array>();

  write(storageKey: string, content: Uint8Array): Promise<void> {
    this.bytes.set(storageKey, content);
    return Promise.resolve();
  }

  read(storageKey: string): Promise<Uint8Array | undefined> {
    return Promise.resolve(this.bytes.get(storageKey));
  }

  remove(storageKey: string): Promise<void> {
    this.bytes.delete(storageKey);
    return Promise.resolve();
  }
}

/** Feedback kept in a list, with the mail that would be queued. */
export class MemoryFeedback implements FeedbackRepository {
  readonly saved: { readonly entry: FeedbackEntry; readonly mail: FeedbackPayload }[] = [];

  save(entry: FeedbackEntry, mail: FeedbackPayload): Promise<void> {
    this.saved.push({ entry, mail });
    return Promise.resolve();
  }

  givenFor(userId: number, eventId: number): Promise<readonly GivenFeedback[]> {
    return Promise.resolve(
      this.saved
        .filter(({ entry }) => entry.userId === userId && entry.eventId === eventId)
        .map(({ entry: { message, rating, receivedAt } }) => ({ message, rating, receivedAt })),
    );
  }
}
