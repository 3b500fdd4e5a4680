import type * as TE from 'fp-ts/TaskEither';
import {
  CurrentUserWire,
  EmailAvailabilityWire,
  GremiumUsersWire,
  ImpersonationOverviewWire,
  LoginResultWire,
  LoginStepWire,
  LoginTargetWire,
  PasswordChangedWire,
  PasswordResetLinkWire,
  PasswordResetRequestedWire,
  PasswordStrengthWire,
  RegistrationResultWire,
  ResendConfirmationWire,
  XsrfTokenWire,
  type EmailAvailabilityQuery,
  type EmailConfirmationRequest,
  type ImpersonationQuery,
  type NewPasswordRequest,
  type PasswordResetLinkQuery,
  type PasswordResetRequest,
  type PasswordStrengthRequest,
  type ResendConfirmationRequest,
  type LoginRequest,
  type LoginStepRequest,
  type LoginTargetRequest,
  type RegistrationRequest,
} from '../../application/accounts/accounts.codecs';
import { ACCOUNT_PATHS, impersonatePath, loginWithEmailPath } from '../../application/accounts/accounts.paths';
import type { Accounts } from '../../application/accounts/accounts.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/**
 * The accounts port over HTTP, for the browser and the CLI. The session is the transport's
 * cookies; the transport also copies the XSRF cookie into the header of every request.
 */
export class AccountsProxy implements Accounts {
  constructor(private readonly transport: HttpTransport) {}

  emailAvailability(query: EmailAvailabilityQuery): TE.TaskEither<AppError, boolean> {
    return callApi(this.transport, EmailAvailabilityWire)({ path: ACCOUNT_PATHS.emailAvailability, query });
  }

  register(request: RegistrationRequest): TE.TaskEither<AppError, RegistrationResultWire> {
    return callApi(this.transport, RegistrationResultWire)({ method: 'POST', path: ACCOUNT_PATHS.registration, body: request });
  }

  confirmEmail(request: EmailConfirmationRequest): TE.TaskEither<AppError, LoginResultWire> {
    return callApi(this.transport, LoginResultWire)({ method: 'POST', path: ACCOUNT_PATHS.confirmEmail, body: request });
  }

  resendConfirmation(request: ResendConfirmationRequest): TE.TaskEither<AppError, ResendConfirmationWire> {
    return callApi(this.transport, ResendConfirmationWire)({ method: 'POST', path: ACCOUNT_PATHS.resendConfirmation, body: request });
  }

  requestPasswordReset(request: PasswordResetRequest): TE.TaskEither<AppError, PasswordResetRequestedWire> {
    return callApi(this.transport, PasswordResetRequestedWire)({ method: 'POST', path: ACCOUNT_PATHS.requestPasswordReset, body: request });
  }

  passwordResetLink(query: PasswordResetLinkQuery): TE.TaskEither<AppError, PasswordResetLinkWire> {
    return callApi(this.transport, PasswordResetLinkWire)({ path: ACCOUNT_PATHS.passwordReset, query });
  }

  resetPassword(request: NewPasswordRequest): TE.TaskEither<AppError, PasswordChangedWire> {
    return callApi(this.transport, PasswordChangedWire)({ method: 'POST', path: ACCOUNT_PATHS.passwordReset, body: request });
  }

  passwordStrength(request: PasswordStrengthRequest): TE.TaskEither<AppError, PasswordStrengthWire> {
    return callApi(this.transport, PasswordStrengthWire)({ method: 'POST', path: ACCOUNT_PATHS.passwordStrength, body: request });
  }

  loginStep({ email, redirect }: LoginStepRequest): TE.TaskEither<AppError, LoginStepWire> {
    return callApi(this.transport, LoginStepWire)({
      path: email === undefined ? ACCOUNT_PATHS.login : loginWithEmailPath(email),
      query: { redirect },
    });
  }

  login(request: LoginRequest): TE.TaskEither<AppError, LoginResultWire> {
    return callApi(this.transport, LoginResultWire)({ method: 'POST', path: ACCOUNT_PATHS.localLogin, body: request });
  }

  setLoginTarget(request: LoginTargetRequest): TE.TaskEither<AppError, LoginTargetWire> {
    return callApi(this.transport, LoginTargetWire)({ method: 'POST', path: ACCOUNT_PATHS.loginTarget, body: request });
  }

  loginTarget(): TE.TaskEither<AppError, LoginTargetWire> {
    return callApi(this.transport, LoginTargetWire)({ path: ACCOUNT_PATHS.loginTargetGet });
  }

  logout(): TE.TaskEither<AppError, CurrentUserWire> {
    return callApi(this.transport, CurrentUserWire)({ method: 'POST', path: ACCOUNT_PATHS.logout });
  }

  xsrfToken(): TE.TaskEither<AppError, XsrfTokenWire> {
    return callApi(this.transport, XsrfTokenWire)({ path: ACCOUNT_PATHS.token });
  }

  currentUser(): TE.TaskEither<AppError, CurrentUserWire> {
    return callApi(this.transport, CurrentUserWire)({ path: ACCOUNT_PATHS.user });
  }

  gremiumUsers(): TE.TaskEither<AppError, GremiumUsersWire> {
    return callApi(this.transport, GremiumUsersWire)({ path: ACCOUNT_PATHS.gremiumUsers });
  }

  impersonate(userId: number): TE.TaskEither<AppError, CurrentUserWire> {
    return callApi(this.transport, CurrentUserWire)({ method: 'POST', path: impersonatePath(userId) });
  }

  impersonationOverview(query: ImpersonationQuery): TE.TaskEither<AppError, ImpersonationOverviewWire> {
    const search = query.email === undefined ? '' : `?${new URLSearchParams({ email: query.email }).toString()}`;
    return callApi(this.transport, ImpersonationOverviewWire)({ path: `${ACCOUNT_PATHS.impersonation}${search}` });
  }

  endImpersonation(): TE.TaskEither<AppError, CurrentUserWire> {
    return callApi(this.transport, CurrentUserWire)({ method: 'POST', path: ACCOUNT_PATHS.impersonateEnd });
  }
}
