import * as E from 'fp-ts/Either';
import { sessionAccount } from './session-account';
import type * as TE from 'fp-ts/TaskEither';
import { conflict, forbidden, invalid, notFound, rateLimited, unauthenticated, type AppError } from '../../domain/errors/app-error';
import { isSafeRedirect } from '../../domain/login/safe-redirect';
import { confirmationExpiresAt, confirmationState } from '../../domain/login/email-confirmation';
import { passwordResetExpiresAt, passwordResetState } from '../../domain/login/password-reset';
import { passwordRepeatProblem } from '../../domain/validation/password-rule';
import { consentRule, CONSENT_GIVEN } from '../../domain/validation/choice-rules';
import { FORM_FIELDS } from '../../domain/validation/field-registry';
import { trimmedField } from '../../domain/validation/form-field';
import { passwordStrength } from '../../domain/validation/password-strength';
import { hasErrors, normalizeValues, validateForm, validateFormEither } from '../../domain/validation/form-validation';
import type { Clock } from '../ports/clock';
import type {
  CurrentUserWire,
  EmailAvailabilityQuery,
  GremiumMemberWire,
  GremiumUsersWire,
  ImpersonationOverviewWire,
  ImpersonationQuery,
  LoginRequest,
  LoginResultWire,
  LoginStepRequest,
  LoginStepWire,
  LoginTargetRequest,
  LoginTargetWire,
  EmailConfirmationRequest,
  NewPasswordRequest,
  PasswordChangedWire,
  PasswordResetLinkQuery,
  PasswordResetLinkWire,
  PasswordResetRequest,
  PasswordResetRequestedWire,
  PasswordStrengthRequest,
  PasswordStrengthWire,
  RegistrationRequest,
  RegistrationResultWire,
  ResendConfirmationRequest,
  ResendConfirmationWire,
  SessionUserWire,
  XsrfTokenWire,
} from './accounts.codecs';
import { DEFAULT_LOGIN_TARGET, REGISTRATION_DEFAULT_TARGET } from './accounts.paths';
import type { Accounts, AccountsForRequest, RequestContext } from './accounts.port';
import type { CommonPasswords } from './common-passwords';
import type { RegistrationRepository } from './email-confirmation.repository';
import type { ImpersonationLog } from './impersonation-log.repository';
import type { LoginListener } from './login-listener';
import { ACCOUNT_MESSAGES as M } from './messages';
import type { PasswordHasher } from './password-hasher';
import type { PasswordResetRepository, StoredPasswordReset } from './password-reset.repository';
import { loginPasswordProblem, newPasswordProblem } from './password-policy';
import {
  CONFIRMATION_RESENDS_PER_ACCOUNT,
  CONFIRMATION_RESENDS_PER_ADDRESS,
  EMAIL_CHECKS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  PASSWORD_RESETS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_ADDRESS,
  REGISTRATIONS_PER_ADDRESS,
  type RateLimitRule,
} from './rate-limit';
import type { RateLimiter } from './rate-limiter';
import { hasRole } from './roles';
import type { ActiveSession } from './session';
import type { SessionService } from './session.service';
import type { SessionTokens, XsrfTokens } from './session-tokens';
import type { Account, UserRepository } from './user.repository';

export interface AccountsDependencies {
  readonly users: UserRepository;
  readonly sessions: SessionService;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
  readonly commonPasswords: CommonPasswords;
  readonly xsrf: XsrfTokens;
  readonly clock: Clock;
  readonly loginListeners: readonly LoginListener[];
  /** The registration's accounts, links and mails (one transaction each). */
  readonly registrations: RegistrationRepository;
  /** Random tokens and their hashes: the confirmation links use the session tokens' (128 bits, SHA-256). */
  readonly tokens: SessionTokens;
  /** The links of "Passwort vergessen?" (each request with its mail, each use with the new password). */
  readonly passwordResets: PasswordResetRepository;
  /** Every start and end of an impersonation: who, whom, when (read here; the session repository writes it with the switch). */
  readonly impersonationLog: ImpersonationLog;
}

/** How many starts and ends the admin page lists. */
const IMPERSONATION_LOG_SHOWN = 50;

type Outcome<A> = E.Either<AppError, A>;

/**
 * A use case as a TaskEither. Expected failures are Left values; a failing database throws and
 * reaches the server's error handler, which logs it and answers the German 500.
 */
const useCase = <A>(work: () => Promise<Outcome<A>>): TE.TaskEither<AppError, A> => work;

const EMAIL_FORM = { email: FORM_FIELDS.email } as const;

/**
 * The registration form (§5 rules of each field, checked by the same domain code as the page),
 * in the order the page shows the fields, plus the consent to the AGB and the privacy notice.
 */
export const REGISTRATION_FORM = {
  salutation: FORM_FIELDS.salutation,
  firstname: FORM_FIELDS.firstname,
  lastname: FORM_FIELDS.lastname,
  company: FORM_FIELDS.company,
  street: FORM_FIELDS.street,
  streetNumber: FORM_FIELDS.streetNumber,
  postalCode: FORM_FIELDS.postalCode,
  city: FORM_FIELDS.city,
  phone: FORM_FIELDS.phone,
  email: FORM_FIELDS.email,
  password: FORM_FIELDS.password,
  consent: trimmedField(consentRule),
} as const;

/** A JSON client may send the consent as true; a plain form sends 'on' for a ticked box. */
const consentValue = (consent: boolean | string | undefined): string =>
  consent === true ? CONSENT_GIVEN : consent === false || consent === undefined ? '' : consent;

/** Rate-limit key of an account: the address as compared (case-insensitively). */
const accountKey = (email: string): string => email.toLowerCase();

const sessionUser = (account: Account, session: ActiveSession): SessionUserWire => ({
  firstname: account.firstname,
  impersonated: session.stored?.impersonatorId != null,
  // While an admin acts as a customer, the session is the customer's: no back office then.
  ...(hasRole(account, 'site-admin') ? { backOffice: 'site-admin' as const } : hasRole(account, 'staff') ? { backOffice: 'staff' as const } : {}),
});

const memberWire = (member: Account, withEmail: boolean): GremiumMemberWire => ({
  userId: member.userId,
  salutation: member.salutation,
  firstname: member.firstname,
  lastname: member.lastname,
  gremiumRole: member.gremiumRole ?? 'member',
  ...(withEmail ? { email: member.email } : {}),
});

const mailPerson = (account: Account) => ({
  salutation: account.salutation,
  firstname: account.firstname,
  lastname: account.lastname,
  email: account.email,
});

const laterOf = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/** The accounts in-process; the server makes one per request, bound to that request's session. */
export class AccountsService implements AccountsForRequest {
  #dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AccountsDependencies) {}

  forRequest(context: RequestContext): Accounts {
    return new CallerAccounts(this.deps, context, () => (this.#dummyHash ??= this.deps.hasher.hash('no account has this password')));
  }
}

class CallerAccounts implements Accounts {
  constructor(
    private readonly deps: AccountsDependencies,
    private readonly context: RequestContext,
    /** Verified against when no account has the address, so the answer takes as long as for a real one. */
    private readonly dummyHash: () => Promise<string>,
  ) {}

  emailAvailability(query: EmailAvailabilityQuery): TE.TaskEither<AppError, boolean> {
    return useCase(async () => {
      const limited = await this.deps.limiter.consume(EMAIL_CHECKS_PER_ADDRESS, this.context.clientAddress);
      if (limited !== undefined) return E.left(rateLimited(limited, M.tooManyRequests));
      const form = validateFormEither(EMAIL_FORM, query);
      if (E.isLeft(form)) return form;
      return E.right((await this.deps.users.findByEmail(form.right.email)) === undefined);
    });
  }

  register(request: RegistrationRequest): TE.TaskEither<AppError, RegistrationResultWire> {
    return useCase(async () => {
      const { redirect: _redirect, ...fields } = request;
      const values = { ...fields, consent: consentValue(request.consent) };
      const fieldErrors = validateForm(REGISTRATION_FORM, values);
      const passwordProblem = fieldErrors.password ?? newPasswordProblem(request.password ?? '', this.deps.commonPasswords);
      const redirectProblem = request.redirect === undefined || isSafeRedirect(request.redirect) ? undefined : M.unsafeRedirect;
      const errors = {
        ...fieldErrors,
        ...(passwordProblem === undefined ? {} : { password: passwordProblem }),
        ...(redirectProblem === undefined ? {} : { redirect: redirectProblem }),
      };
      if (hasErrors(errors)) return E.left(invalid(errors));
      const form = normalizeValues(REGISTRATION_FORM, values);

      const limited = await this.deps.limiter.consume(REGISTRATIONS_PER_ADDRESS, this.context.clientAddress);
      if (limited !== undefined) return E.left(rateLimited(limited, M.tooManyRequests));
      // Checked before hashing, which is slow on purpose; the insert checks again for a race.
      if ((await this.deps.users.findByEmail(form.email)) !== undefined) return E.left(conflict(M.emailTaken));
      const now = this.deps.clock.now();
      const token = this.deps.tokens.generate();
      const expiresAt = confirmationExpiresAt(now);
      const created = await this.deps.registrations.register(
        {
          email: form.email,
          salutation: form.salutation,
          firstname: form.firstname,
          lastname: form.lastname,
          company: form.company,
          passwordHash: await this.deps.hasher.hash(form.password),
          createdAt: now,
        },
        { phone: form.phone, street: form.street, streetNumber: form.streetNumber, postalCode: form.postalCode, city: form.city },
        { tokenHash: this.deps.tokens.hash(token), issuedAt: now, expiresAt, redirect: request.redirect ?? null },
        (account) => ({ recipient: mailPerson(account), token, expiresAt }),
      );
      if (created._tag === 'EmailTaken') return E.left(conflict(M.emailTaken));
      return E.right({ user: null, email: created.account.email });
    });
  }

  confirmEmail(request: EmailConfirmationRequest): TE.TaskEither<AppError, LoginResultWire> {
    return useCase(async () => {
      const token = request.token?.trim() ?? '';
      if (token === '') return E.left(invalid({ token: M.tokenMissing }));
      const tokenHash = this.deps.tokens.hash(token);
      const stored = await this.deps.registrations.findConfirmation(tokenHash);
      if (stored === undefined) return E.left(notFound(M.confirmationUnknown));
      const now = this.deps.clock.now();
      const state = confirmationState(stored, now);
      if (state === 'used') return E.left(conflict(M.confirmationUsed));
      if (state === 'expired') return E.left(conflict(M.confirmationExpired));
      // Two tabs or a double click: only the first use confirms and logs in.
      if (!(await this.deps.registrations.useConfirmation(tokenHash, now))) return E.left(conflict(M.confirmationUsed));
      const account = await this.deps.users.findById(stored.userId);
      if (account === undefined) return E.left(notFound(M.confirmationUnknown));
      const session = await this.startSession(account);
      return E.right({ user: sessionUser(account, session), redirect: stored.redirect ?? REGISTRATION_DEFAULT_TARGET });
    });
  }

  resendConfirmation(request: ResendConfirmationRequest): TE.TaskEither<AppError, ResendConfirmationWire> {
    return useCase(async () => {
      const checked = await this.mailRequest(request, CONFIRMATION_RESENDS_PER_ADDRESS, CONFIRMATION_RESENDS_PER_ACCOUNT);
      if (E.isLeft(checked)) return checked;
      const email = checked.right;
      const account = await this.deps.users.findByEmail(email);
      // Unknown and confirmed addresses get the same answer: it tells nobody whether an account exists.
      if (account?.emailConfirmed === false) {
        const now = this.deps.clock.now();
        const token = this.deps.tokens.generate();
        const expiresAt = confirmationExpiresAt(now);
        await this.deps.registrations.renewConfirmation(
          account.userId,
          { tokenHash: this.deps.tokens.hash(token), issuedAt: now, expiresAt },
          { recipient: mailPerson(account), token, expiresAt },
        );
      }
      return E.right({ email });
    });
  }

  requestPasswordReset(request: PasswordResetRequest): TE.TaskEither<AppError, PasswordResetRequestedWire> {
    return useCase(async () => {
      const checked = await this.mailRequest(request, PASSWORD_RESETS_PER_ADDRESS, PASSWORD_RESETS_PER_ACCOUNT);
      if (E.isLeft(checked)) return checked;
      const email = checked.right;
      const account = await this.deps.users.findByEmail(email);
      // An unknown address gets the same answer: it tells nobody whether an account exists. An
      // unconfirmed account gets the link too: it reaches the address just as the confirmation
      // link does, so its use also confirms the address (see PasswordResetRepository.use).
      if (account !== undefined) {
        const issuedAt = this.deps.clock.now();
        const token = this.deps.tokens.generate();
        const expiresAt = passwordResetExpiresAt(issuedAt);
        await this.deps.passwordResets.request(
          { userId: account.userId, tokenHash: this.deps.tokens.hash(token), issuedAt, expiresAt },
          { recipient: mailPerson(account), token, expiresAt },
        );
      }
      return E.right({ email });
    });
  }

  passwordResetLink(query: PasswordResetLinkQuery): TE.TaskEither<AppError, PasswordResetLinkWire> {
    return useCase(async () => {
      const link = await this.workingResetLink(query.token);
      if (E.isLeft(link)) return link;
      const account = await this.deps.users.findById(link.right.userId);
      return account === undefined ? E.left(notFound(M.resetLinkUnknown)) : E.right({ email: account.email });
    });
  }

  resetPassword(request: NewPasswordRequest): TE.TaskEither<AppError, PasswordChangedWire> {
    return useCase(async () => {
      // The link first: with a bad link, what was typed does not matter.
      const link = await this.workingResetLink(request.token);
      if (E.isLeft(link)) return link;
      const password = request.password ?? '';
      const passwordProblem = newPasswordProblem(password, this.deps.commonPasswords);
      const repeatProblem = passwordProblem === undefined ? passwordRepeatProblem(password, request.passwordRepeat ?? '') : undefined;
      const errors = {
        ...(passwordProblem === undefined ? {} : { password: passwordProblem }),
        ...(repeatProblem === undefined ? {} : { passwordRepeat: repeatProblem }),
      };
      if (hasErrors(errors)) return E.left(invalid(errors));
      const account = await this.deps.users.findById(link.right.userId);
      if (account === undefined) return E.left(notFound(M.resetLinkUnknown));
      const passwordHash = await this.deps.hasher.hash(password);
      // Two tabs or a double click: only the first use sets a password.
      if (!(await this.deps.passwordResets.use(link.right.tokenHash, this.deps.clock.now(), passwordHash))) return E.left(conflict(M.resetLinkUsed));
      return E.right({ email: account.email });
    });
  }

  passwordStrength(request: PasswordStrengthRequest): TE.TaskEither<AppError, PasswordStrengthWire> {
    const password = request.password ?? '';
    return useCase(() => Promise.resolve(E.right(passwordStrength(password, this.deps.commonPasswords.isCommon(password)))));
  }

  loginStep(request: LoginStepRequest): TE.TaskEither<AppError, LoginStepWire> {
    return useCase(async () => {
      // A page link may carry any ?redirect=; one that leaves the site is dropped, not followed.
      const redirect = request.redirect !== undefined && isSafeRedirect(request.redirect) ? request.redirect : null;
      if (request.email === undefined) return E.right({ email: null, known: false, redirect });
      // Tells whether an account exists, just like the availability check, so it shares its limit.
      const limited = await this.deps.limiter.consume(EMAIL_CHECKS_PER_ADDRESS, this.context.clientAddress);
      if (limited !== undefined) return E.left(rateLimited(limited, M.tooManyRequests));
      const form = validateFormEither(EMAIL_FORM, { email: request.email });
      if (E.isLeft(form)) return form;
      const known = (await this.deps.users.findByEmail(form.right.email)) !== undefined;
      return E.right({ email: form.right.email, known, redirect });
    });
  }

  login(request: LoginRequest): TE.TaskEither<AppError, LoginResultWire> {
    return useCase(async () => {
      const emailProblem = FORM_FIELDS.email.rule(request.email ?? '');
      const passwordProblem = loginPasswordProblem(request.password ?? '');
      const redirectProblem = request.redirect === undefined || isSafeRedirect(request.redirect) ? undefined : M.unsafeRedirect;
      const errors = {
        ...(emailProblem === undefined ? {} : { email: emailProblem }),
        ...(passwordProblem === undefined ? {} : { password: passwordProblem }),
        ...(redirectProblem === undefined ? {} : { redirect: redirectProblem }),
      };
      if (hasErrors(errors)) return E.left(invalid(errors));
      const email = FORM_FIELDS.email.normalize(request.email ?? '');
      const password = request.password ?? '';

      const { limiter } = this.deps;
      const wait = laterOf(
        await limiter.exceeded(LOGIN_FAILURES_PER_ACCOUNT, accountKey(email)),
        await limiter.exceeded(LOGIN_FAILURES_PER_ADDRESS, this.context.clientAddress),
      );
      if (wait !== undefined) return E.left(rateLimited(wait, M.tooManyLoginFailures));

      const account = await this.deps.users.findByEmail(email);
      const passwordMatches = await this.deps.hasher.verify(password, account?.passwordHash ?? (await this.dummyHash()));
      if (account === undefined || !passwordMatches) {
        await limiter.record(LOGIN_FAILURES_PER_ACCOUNT, accountKey(email));
        await limiter.record(LOGIN_FAILURES_PER_ADDRESS, this.context.clientAddress);
        return E.left(unauthenticated(M.wrongCredentials));
      }
      // Only told to whom knows the password: the address has an account, but is not confirmed yet.
      if (account.emailConfirmed === false) return E.left(conflict(M.emailNotConfirmed));
      const redirect = request.redirect ?? this.session().stored?.loginTarget ?? DEFAULT_LOGIN_TARGET;
      const session = await this.startSession(account);
      return E.right({ user: sessionUser(account, session), redirect });
    });
  }

  setLoginTarget(request: LoginTargetRequest): TE.TaskEither<AppError, LoginTargetWire> {
    return useCase(async () => {
      const target = request.target ?? '';
      if (!isSafeRedirect(target)) return E.left(invalid({ target: M.unsafeRedirect }));
      this.context.session.replace(await this.deps.sessions.setLoginTarget(this.session(), target));
      return E.right({ target });
    });
  }

  loginTarget(): TE.TaskEither<AppError, LoginTargetWire> {
    return useCase(() => Promise.resolve(E.right({ target: this.session().stored?.loginTarget ?? null })));
  }

  logout(): TE.TaskEither<AppError, CurrentUserWire> {
    return useCase(async () => {
      this.context.session.replace(await this.deps.sessions.end(this.session()));
      return E.right({ user: null });
    });
  }

  xsrfToken(): TE.TaskEither<AppError, XsrfTokenWire> {
    const { token, site } = this.session();
    return useCase(() => Promise.resolve(E.right({ token: this.deps.xsrf.tokenFor(site, token) })));
  }

  currentUser(): TE.TaskEither<AppError, CurrentUserWire> {
    return useCase(async () => {
      const account = await this.caller();
      return E.right({ user: account === undefined ? null : sessionUser(account, this.session()) });
    });
  }

  /**
   * Every member of the caller's Gremium sees who belongs to it (salutation, name, role); only
   * the Gremium's admin, who manages the members, also sees their e-mail addresses.
   */
  gremiumUsers(): TE.TaskEither<AppError, GremiumUsersWire> {
    return useCase(async () => {
      const account = await this.caller();
      if (account === undefined) return E.left(unauthenticated(M.loginRequired));
      const gremium = account.gremiumId === null ? undefined : await this.deps.users.findGremium(account.gremiumId);
      if (gremium === undefined || !hasRole(account, 'gremium-member')) return E.left(forbidden(M.notGremiumMember));
      const withEmail = hasRole(account, 'gremium-admin');
      const members = await this.deps.users.gremiumMembers(gremium.gremiumId);
      return E.right({
        gremium: { gremiumId: gremium.gremiumId, name: gremium.name },
        members: members.map((member) => memberWire(member, withEmail)),
      });
    });
  }

  impersonate(userId: number): TE.TaskEither<AppError, CurrentUserWire> {
    return useCase(async () => {
      const admin = await this.caller();
      if (admin === undefined) return E.left(unauthenticated(M.loginRequired));
      // While impersonating, the caller is the impersonated user: end that first.
      if (!hasRole(admin, 'site-admin')) return E.left(forbidden(M.adminsOnly));
      const target = await this.deps.users.findById(userId);
      if (target === undefined) return E.left(notFound(M.unknownUser));
      if (hasRole(target, 'site-admin')) return E.left(forbidden(M.cannotImpersonateAdmin));
      // The switch and its log entry are one transaction: no impersonation starts unlogged.
      const session = await this.deps.sessions.rotateForImpersonation(
        this.session(),
        { userId: target.userId, impersonatorId: admin.userId },
        {
          action: 'start',
          admin: { userId: admin.userId, email: admin.email },
          user: { userId: target.userId, email: target.email },
          at: this.deps.clock.now(),
          origin: this.context.clientAddress,
        },
      );
      if (session === undefined) return E.left(unauthenticated(M.loginRequired));
      this.context.session.replace(session);
      return E.right({ user: sessionUser(target, session) });
    });
  }

  endImpersonation(): TE.TaskEither<AppError, CurrentUserWire> {
    return useCase(async () => {
      const impersonatorId = this.session().stored?.impersonatorId ?? null;
      if (impersonatorId === null) {
        return E.left((await this.caller()) === undefined ? unauthenticated(M.loginRequired) : conflict(M.notImpersonating));
      }
      const admin = await this.deps.users.findById(impersonatorId);
      if (admin === undefined) return E.left(unauthenticated(M.loginRequired));
      const user = await this.caller();
      // As at the start: back to the admin and the log entry for it, both or neither.
      const session = await this.deps.sessions.rotateForImpersonation(
        this.session(),
        { userId: admin.userId, impersonatorId: null },
        {
          action: 'end',
          admin: { userId: admin.userId, email: admin.email },
          user: { userId: user?.userId ?? null, email: user?.email ?? '' },
          at: this.deps.clock.now(),
          origin: this.context.clientAddress,
        },
      );
      if (session === undefined) return E.left(unauthenticated(M.loginRequired));
      this.context.session.replace(session);
      return E.right({ user: sessionUser(admin, session) });
    });
  }

  impersonationOverview(query: ImpersonationQuery): TE.TaskEither<AppError, ImpersonationOverviewWire> {
    return useCase(async () => {
      const admin = await this.caller();
      if (admin === undefined) return E.left(unauthenticated(M.loginRequired));
      if (!hasRole(admin, 'site-admin')) return E.left(forbidden(M.adminsOnly));
      const email = query.email?.trim() ?? '';
      const account = email === '' ? undefined : await this.deps.users.findByEmail(email);
      const log = await this.deps.impersonationLog.recent(IMPERSONATION_LOG_SHOWN);
      return E.right({
        found:
          account === undefined
            ? null
            : {
                userId: account.userId,
                name: `${account.firstname} ${account.lastname}`.trim(),
                email: account.email,
                impersonable: !hasRole(account, 'site-admin'),
              },
        log: log.map((entry) => ({ action: entry.action, adminEmail: entry.admin.email, userEmail: entry.user.email, at: entry.at })),
      });
    });
  }

  /** The stored link of a token that still works, or why it does not (unknown 404, used or expired 409). */
  private async workingResetLink(
    presented: string | undefined,
  ): Promise<Outcome<StoredPasswordReset & { readonly tokenHash: string }>> {
    const token = presented?.trim() ?? '';
    if (token === '') return E.left(invalid({ token: M.resetTokenMissing }));
    const tokenHash = this.deps.tokens.hash(token);
    const stored = await this.deps.passwordResets.find(tokenHash);
    if (stored === undefined) return E.left(notFound(M.resetLinkUnknown));
    const state = passwordResetState(stored, this.deps.clock.now());
    if (state === 'used') return E.left(conflict(M.resetLinkUsed));
    if (state === 'expired') return E.left(conflict(M.resetLinkExpired));
    return E.right({ ...stored, tokenHash });
  }

  /**
   * A request for a mail to an address (a confirmation sent again, a password reset link): the
   * address checked, then counted per client and per address, so neither a script from one place
   * nor many places for one address can flood its inbox. The same for known and unknown addresses.
   */
  private async mailRequest(request: { readonly email?: string }, perClient: RateLimitRule, perAddress: RateLimitRule): Promise<E.Either<AppError, string>> {
    const form = validateFormEither(EMAIL_FORM, request);
    if (E.isLeft(form)) return form;
    const { email } = form.right;
    const limited =
      (await this.deps.limiter.consume(perClient, this.context.clientAddress)) ?? (await this.deps.limiter.consume(perAddress, accountKey(email)));
    return limited === undefined ? E.right(email) : E.left(rateLimited(limited, M.tooManyRequests));
  }

  private session(): ActiveSession {
    return this.context.session.current();
  }

  private caller(): Promise<Account | undefined> {
    return sessionAccount(this.deps.users, this.context.session);
  }

  /** Login and registration: a new token for the account, then the listeners (e.g. the cart). */
  private async startSession(account: Account): Promise<ActiveSession> {
    const session = await this.deps.sessions.rotate(
      this.session(),
      { userId: account.userId, impersonatorId: null },
      { restartLifetime: true },
    );
    this.context.session.replace(session);
    for (const listener of this.deps.loginListeners) {
      await listener.afterLogin({ sessionId: session.stored.sessionId, userId: account.userId });
    }
    return session;
  }
}
