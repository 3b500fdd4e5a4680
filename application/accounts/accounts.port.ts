import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type {
  CurrentUserWire,
  EmailAvailabilityQuery,
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
  XsrfTokenWire,
} from './accounts.codecs';
import type { SessionSlot } from './session';

/**
 * Accounts and the session, as seen by one caller (a browser with its cookies). The server binds
 * the service for each request's session; the browser and the CLI bind the HTTP proxy, whose
 * cookie jar plays the session.
 */
export interface Accounts {
  /** GET /api/fetch-user-email-availability: true when no account has the address. */
  emailAvailability(query: EmailAvailabilityQuery): TE.TaskEither<AppError, boolean>;
  /**
   * POST /api/user-registration: creates the account unconfirmed and mails the confirmation
   * link; nobody is logged in until the link is confirmed.
   */
  register(request: RegistrationRequest): TE.TaskEither<AppError, RegistrationResultWire>;
  /**
   * POST /api/user-registration/confirm: the token from the mail's link confirms the address
   * once, within 48 hours, and logs the account in (a new session, like a login); the answer
   * names the page to return to (the registration's ?redirect=, else /meinifb).
   */
  confirmEmail(request: EmailConfirmationRequest): TE.TaskEither<AppError, LoginResultWire>;
  /** POST /api/user-registration/resend-confirmation: a new link for an unconfirmed account; the same answer for any address. */
  resendConfirmation(request: ResendConfirmationRequest): TE.TaskEither<AppError, ResendConfirmationWire>;
  /**
   * POST /api/password-reset/request ("Passwort vergessen?"): mails a link to set a new password,
   * valid 1 hour, if an account has the address; the same answer for any address.
   */
  requestPasswordReset(request: PasswordResetRequest): TE.TaskEither<AppError, PasswordResetRequestedWire>;
  /** GET /api/password-reset?token=: whether the link works (unknown 404, used or expired 409); changes nothing. */
  passwordResetLink(query: PasswordResetLinkQuery): TE.TaskEither<AppError, PasswordResetLinkWire>;
  /**
   * POST /api/password-reset: the link's token and the new password (twice, the registration's
   * rules) set the password once; every session of the account ends, nobody is logged in.
   */
  resetPassword(request: NewPasswordRequest): TE.TaskEither<AppError, PasswordChangedWire>;
  /** POST /api/password-strength: the hint under the registration's password field (the dictionary stays on the server). */
  passwordStrength(request: PasswordStrengthRequest): TE.TaskEither<AppError, PasswordStrengthWire>;
  /** GET /kundenportal/login[/{email}] */
  loginStep(request: LoginStepRequest): TE.TaskEither<AppError, LoginStepWire>;
  /** POST /kundenportal/local-login; an unconfirmed account is refused (409) even with the right password. */
  login(request: LoginRequest): TE.TaskEither<AppError, LoginResultWire>;
  /** POST /kundenportal/logintarget */
  setLoginTarget(request: LoginTargetRequest): TE.TaskEither<AppError, LoginTargetWire>;
  /** GET /kundenportal/logintargetget */
  loginTarget(): TE.TaskEither<AppError, LoginTargetWire>;
  /** POST /kundenportal/logout */
  logout(): TE.TaskEither<AppError, CurrentUserWire>;
  /** GET /kundenportal/get-token */
  xsrfToken(): TE.TaskEither<AppError, XsrfTokenWire>;
  /** GET /kundenportal/get-user */
  currentUser(): TE.TaskEither<AppError, CurrentUserWire>;
  /** GET /kundenportal/get-gremium-users */
  gremiumUsers(): TE.TaskEither<AppError, GremiumUsersWire>;
  /** POST /kundenportal/impersonate/{userId} (site admins) */
  impersonate(userId: number): TE.TaskEither<AppError, CurrentUserWire>;
  /** POST /kundenportal/impersonate-end */
  endImpersonation(): TE.TaskEither<AppError, CurrentUserWire>;
  /** GET /kundenportal/impersonation (site admins): an account to act as, and who did so when. */
  impersonationOverview(query: ImpersonationQuery): TE.TaskEither<AppError, ImpersonationOverviewWire>;
}

/** What the server knows about the caller of one request. */
export interface RequestContext {
  readonly session: SessionSlot;
  /** The client's IP address, for the per-address rate limits. */
  readonly clientAddress: string;
}

/** The server side: the accounts for the caller of one request. */
export interface AccountsForRequest {
  forRequest(context: RequestContext): Accounts;
}
