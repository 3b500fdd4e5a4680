import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type {
  CurrentUserWire,
  EmailAvailabilityQuery,
  GremiumUsersWire,
  LoginRequest,
  LoginResultWire,
  LoginStepRequest,
  LoginStepWire,
  LoginTargetRequest,
  LoginTargetWire,
  RegistrationRequest,
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
  /** POST /api/user-registration: creates the account and logs it in. */
  register(request: RegistrationRequest): TE.TaskEither<AppError, CurrentUserWire>;
  /** GET /kundenportal/login[/{email}] */
  loginStep(request: LoginStepRequest): TE.TaskEither<AppError, LoginStepWire>;
  /** POST /kundenportal/local-login */
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
