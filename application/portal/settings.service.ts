import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { conflict, invalid, notFound, rateLimited, type AppError } from '../../domain/errors/app-error';
import { BR_FUNCTIONS, selectBrFunctions } from '../../domain/portal/br-functions';
import { COUNTRIES } from '../../domain/portal/countries';
import { LOGIN_EMAIL_CHANGE_MESSAGES as EMAIL_CHANGE, isSameLoginEmail, loginEmailChangeExpiresAt, loginEmailChangeState } from '../../domain/portal/login-email-change';
import { HOTEL_OVERNIGHT_OPTIONS, ROOM_TYPES, validateHotelPreferences } from '../../domain/portal/hotel-preferences';
import { decideConsents, type MarketingConsents } from '../../domain/portal/marketing-consent';
import { FORM_FIELDS } from '../../domain/validation/field-registry';
import { SALUTATION_OPTIONS } from '../../domain/validation/salutation';
import type { RequestContext } from '../accounts/accounts.port';
import type { PasswordHasher } from '../accounts/password-hasher';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../accounts/rate-limit';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { Account, UserRepository } from '../accounts/user.repository';
import type { SessionTokens } from '../accounts/session-tokens';
import type { Clock } from '../ports/clock';
import type { LoginEmailChangeRepository } from './login-email-change.repository';
import { INVITATION_MESSAGES, invitationState } from '../../domain/portal/gremium-invitation';
import { callerAccount } from './caller';
import type { GremiumRepository, Invitation } from './gremium.repository';
import { PORTAL_MESSAGES as M } from './messages';
import { validatePersonalData } from './person-form';
import type { ForRequest, PortalSettings } from './portal.port';
import type { Profile, ProfileRepository } from './profile.repository';
import type {
  AdvertisingRequest,
  AdvertisingWire,
  BrFunctionsRequest,
  BrFunctionsWire,
  ConfirmLoginEmailRequest,
  CountriesWire,
  HotelPreferencesRequest,
  HotelPreferencesWire,
  InvitationWire,
  LoginEmailRequest,
  LoginEmailWire,
  MarketingPreferencesRequest,
  MarketingPreferencesWire,
  MembershipsWire,
  PersonalDataRequest,
  PersonalDataWire,
} from './settings.codecs';

export interface SettingsDependencies {
  readonly users: UserRepository;
  readonly profiles: ProfileRepository;
  readonly gremien: GremiumRepository;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly emailChanges: LoginEmailChangeRepository;
  /** Random tokens and their hashes, as the session and the registration use them. */
  readonly tokens: SessionTokens;
}

type Outcome<A> = E.Either<AppError, A>;

export const personalDataWire = (profile: Profile): PersonalDataWire => ({ userId: profile.userId, email: profile.email, ...profile.personal });

export const invitationWire = (invitation: Invitation): InvitationWire => ({
  invitationId: invitation.invitationId,
  gremiumId: invitation.gremiumId,
  gremiumName: invitation.gremiumName,
  email: invitation.email,
  role: invitation.role,
  invitedAt: invitation.invitedAt,
  expiresAt: invitation.expiresAt,
});

const consentsWire = (consents: MarketingConsents): MarketingPreferencesWire => ({
  newsletter: { ...consents.newsletter },
  post: { ...consents.post },
  phone: { ...consents.phone },
});

const hotelWire = (profile: Profile): HotelPreferencesWire => ({
  hotelOverNightOption: profile.hotel?.hotelOverNightOption ?? null,
  roomType: profile.hotel?.roomType ?? null,
  notes: profile.hotel?.notes ?? '',
  overnightOptions: HOTEL_OVERNIGHT_OPTIONS,
  roomTypes: ROOM_TYPES,
});

/** Rate-limit key of an account, as the login uses it: wrong passwords here count there too. */
const accountKey = (email: string): string => email.toLowerCase();

/** The caller's settings in-process; one per request. */
export class SettingsService implements ForRequest<PortalSettings> {
  constructor(private readonly deps: SettingsDependencies) {}

  forRequest(context: RequestContext): PortalSettings {
    return new CallerSettings(this.deps, context);
  }
}

class CallerSettings implements PortalSettings {
  constructor(
    private readonly deps: SettingsDependencies,
    private readonly context: RequestContext,
  ) {}

  personalData(): TE.TaskEither<AppError, PersonalDataWire> {
    return this.withProfile((profile) => Promise.resolve(E.right(personalDataWire(profile))));
  }

  updatePersonalData(request: PersonalDataRequest): TE.TaskEither<AppError, PersonalDataWire> {
    return this.asCaller(async (account) => {
      const data = validatePersonalData(request);
      if (E.isLeft(data)) return E.left(invalid(data.left));
      await this.deps.profiles.savePersonalData(account.userId, data.right);
      return this.reload(account.userId, personalDataWire);
    });
  }

  loginEmail(): TE.TaskEither<AppError, LoginEmailWire> {
    return this.asCaller(async (account) => E.right(await this.loginEmailWire(account)));
  }

  changeLoginEmail(request: LoginEmailRequest): TE.TaskEither<AppError, LoginEmailWire> {
    return this.asCaller(async (account) => {
      const requested = request.email ?? '';
      const emailProblem = FORM_FIELDS.email.rule(requested) ?? (isSameLoginEmail(account.email, requested) ? EMAIL_CHANGE.sameAddress : undefined);
      const password = request.password ?? '';
      const errors = {
        ...(emailProblem === undefined ? {} : { email: emailProblem }),
        ...(password === '' ? { password: M.passwordRequired } : {}),
      };
      if (Object.keys(errors).length > 0) return E.left(invalid(errors));
      const { limiter, hasher, users, tokens, emailChanges, clock } = this.deps;
      const wait = await limiter.exceeded(LOGIN_FAILURES_PER_ACCOUNT, accountKey(account.email));
      if (wait !== undefined) return E.left(rateLimited(wait, M.tooManyPasswordFailures));
      if (!(await hasher.verify(password, account.passwordHash))) {
        await limiter.record(LOGIN_FAILURES_PER_ACCOUNT, accountKey(account.email));
        return E.left(invalid({ password: M.wrongPassword }));
      }
      const newEmail = FORM_FIELDS.email.normalize(requested);
      // Checked again when the link is used: another account may take the address meanwhile.
      if ((await users.findByEmail(newEmail)) !== undefined) return E.left(invalid({ email: M.emailTaken }));
      const token = tokens.generate();
      const issuedAt = clock.now();
      const expiresAt = loginEmailChangeExpiresAt(issuedAt);
      await emailChanges.request(
        { userId: account.userId, newEmail, tokenHash: tokens.hash(token), issuedAt, expiresAt },
        {
          person: { salutation: account.salutation, firstname: account.firstname, lastname: account.lastname },
          oldEmail: account.email,
          newEmail,
          token,
          expiresAt,
        },
      );
      return E.right({ email: account.email, pendingEmail: newEmail });
    });
  }

  confirmLoginEmail(request: ConfirmLoginEmailRequest): TE.TaskEither<AppError, LoginEmailWire> {
    return async () => {
      const token = request.token?.trim() ?? '';
      if (token === '') return E.left(invalid({ token: M.emailChangeLinkMissing }));
      const { emailChanges, tokens, clock } = this.deps;
      const tokenHash = tokens.hash(token);
      const change = await emailChanges.find(tokenHash);
      if (change === undefined) return E.left(notFound(M.emailChangeLinkUnknown));
      const now = clock.now();
      const state = loginEmailChangeState(change, now);
      if (state === 'used') return E.left(conflict(M.emailChangeLinkUsed));
      if (state === 'expired') return E.left(conflict(M.emailChangeLinkExpired));
      const used = await emailChanges.use(tokenHash, now);
      if (used === 'used') return E.left(conflict(M.emailChangeLinkUsed));
      if (used === 'taken') return E.left(conflict(M.emailTaken));
      return E.right({ email: change.newEmail, pendingEmail: null });
    };
  }

  private async loginEmailWire(account: Account): Promise<LoginEmailWire> {
    const pending = await this.deps.emailChanges.pendingFor(account.userId, this.deps.clock.now());
    return { email: account.email, pendingEmail: pending?.newEmail ?? null };
  }

  hotelPreferences(): TE.TaskEither<AppError, HotelPreferencesWire> {
    return this.withProfile((profile) => Promise.resolve(E.right(hotelWire(profile))));
  }

  updateHotelPreferences(request: HotelPreferencesRequest): TE.TaskEither<AppError, HotelPreferencesWire> {
    return this.asCaller(async (account) => {
      const preferences = validateHotelPreferences(request);
      if (E.isLeft(preferences)) return E.left(invalid(preferences.left));
      await this.deps.profiles.saveHotelPreferences(account.userId, preferences.right);
      return this.reload(account.userId, hotelWire);
    });
  }

  marketingPreferences(): TE.TaskEither<AppError, MarketingPreferencesWire> {
    return this.withProfile((profile) => Promise.resolve(E.right(consentsWire(profile.consents))));
  }

  updateMarketingPreferences(request: MarketingPreferencesRequest): TE.TaskEither<AppError, MarketingPreferencesWire> {
    return this.asCaller(async (account) => {
      const now = this.deps.clock.now();
      const consents = await this.deps.profiles.updateConsents(account.userId, (current) => decideConsents(current, request, now));
      return E.right(consentsWire(consents));
    });
  }

  advertising(): TE.TaskEither<AppError, AdvertisingWire> {
    return this.withProfile(async (profile) => E.right(await this.advertisingWire(profile)));
  }

  updateAdvertising(request: AdvertisingRequest): TE.TaskEither<AppError, AdvertisingWire> {
    return this.withProfile(async (profile) => {
      const known = new Set((await this.deps.profiles.rubrics()).map((rubric) => rubric.rubricId));
      const topics = request.topics ?? profile.advertising.topics;
      if (!topics.every((topic) => known.has(topic))) return E.left(invalid({ topics: M.unknownTopic }));
      const choice = {
        printedCatalogue: request.printedCatalogue ?? profile.advertising.printedCatalogue,
        topics: [...new Set(topics)].sort((a, b) => a - b),
      };
      await this.deps.profiles.saveAdvertising(profile.userId, choice);
      return E.right(await this.advertisingWire({ ...profile, advertising: choice }));
    });
  }

  brFunctions(): TE.TaskEither<AppError, BrFunctionsWire> {
    return this.withProfile((profile) => Promise.resolve(E.right({ options: BR_FUNCTIONS, selected: profile.brFunctions })));
  }

  updateBrFunctions(request: BrFunctionsRequest): TE.TaskEither<AppError, BrFunctionsWire> {
    return this.asCaller(async (account) => {
      const selected = selectBrFunctions(request.functions ?? []);
      if (E.isLeft(selected)) return E.left(invalid({ functions: selected.left }));
      await this.deps.profiles.saveBrFunctions(account.userId, selected.right);
      return E.right({ options: BR_FUNCTIONS, selected: selected.right });
    });
  }

  countries(): TE.TaskEither<AppError, CountriesWire> {
    return this.asCaller(() => Promise.resolve(E.right(COUNTRIES)));
  }

  salutations(): TE.TaskEither<AppError, readonly string[]> {
    return this.asCaller(() => Promise.resolve(E.right(SALUTATION_OPTIONS)));
  }

  memberships(): TE.TaskEither<AppError, MembershipsWire> {
    return this.asCaller(async (account) => E.right(await this.membershipsOf(account)));
  }

  acceptInvitation(invitationId: number): TE.TaskEither<AppError, MembershipsWire> {
    return this.asCaller(async (account) => {
      const now = this.deps.clock.now();
      const accepted = await this.deps.gremien.accept({ invitationId, email: account.email }, account.userId, now, (invitation) => invitationState(invitation, now));
      if (accepted === 'unknown' || accepted === 'used') return E.left(notFound(M.unknownInvitation));
      if (accepted === 'expired') return E.left(conflict(INVITATION_MESSAGES.expired));
      if (accepted === 'alreadyInGremium') return E.left(conflict(M.alreadyInGremium));
      // The account is a member now: read it again for its Gremium and role.
      const joined = await this.deps.users.findById(account.userId);
      return E.right(await this.membershipsOf(joined ?? account));
    });
  }

  declineInvitation(invitationId: number): TE.TaskEither<AppError, MembershipsWire> {
    return this.asCaller(async (account) => {
      if (!(await this.deps.gremien.decline(invitationId, account.email))) return E.left(notFound(M.unknownInvitation));
      return E.right(await this.membershipsOf(account));
    });
  }

  private async membershipsOf(account: Account): Promise<MembershipsWire> {
    const gremium = account.gremiumId === null ? undefined : await this.deps.gremien.details(account.gremiumId);
    const invitations = await this.deps.gremien.invitationsFor(account.email);
    return {
      memberships:
        gremium === undefined
          ? []
          : [{ gremiumId: gremium.gremiumId, name: gremium.name, company: gremium.company, role: account.gremiumRole ?? 'member' }],
      invitations: invitations.map(invitationWire),
    };
  }

  private async advertisingWire(profile: Profile): Promise<AdvertisingWire> {
    const rubrics = await this.deps.profiles.rubrics();
    return {
      printedCatalogue: profile.advertising.printedCatalogue,
      topics: profile.advertising.topics,
      topicOptions: rubrics.map((rubric) => ({ rubricId: rubric.rubricId, name: rubric.name })),
    };
  }

  private async reload<A>(userId: number, wire: (profile: Profile) => A): Promise<Outcome<A>> {
    const profile = await this.deps.profiles.profile(userId);
    return profile === undefined ? E.left(notFound(M.unknownUser)) : E.right(wire(profile));
  }

  private withProfile<A>(work: (profile: Profile) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return this.asCaller(async (account) => {
      const profile = await this.deps.profiles.profile(account.userId);
      return profile === undefined ? E.left(notFound(M.unknownUser)) : work(profile);
    });
  }

  private asCaller<A>(work: (account: Account) => Promise<Outcome<A>>): TE.TaskEither<AppError, A> {
    return async () => {
      const account = await callerAccount(this.deps.users, this.context.session);
      return E.isLeft(account) ? account : work(account.right);
    };
  }
}
