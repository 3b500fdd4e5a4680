import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import {
  EmailAvailabilityQuery,
  EmailConfirmationRequest,
  ImpersonationOverviewWire,
  ImpersonationQuery,
  NewPasswordRequest,
  PasswordResetLinkQuery,
  PasswordResetRequest,
  PasswordStrengthRequest,
  ResendConfirmationRequest,
  LoginRequest,
  LoginStepQuery,
  LoginTargetRequest,
  RegistrationRequest,
  UserIdFromString,
} from '../../../application/accounts/accounts.codecs';
import { ACCOUNT_PATHS as P } from '../../../application/accounts/accounts.paths';
import type { Accounts, AccountsForRequest } from '../../../application/accounts/accounts.port';
import type { AppError } from '../../../domain/errors/app-error';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { decodeInput, respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

const ImpersonationParams = t.type({ userId: UserIdFromString });
const EmailParams = t.type({ email: t.string });

const query = (request: FastifyRequest): unknown => request.query;
const body = (request: FastifyRequest): unknown => request.body;
const params = (request: FastifyRequest): unknown => request.params;

/**
 * The accounts calls of spec §7 on both site variants. Each request gets the accounts bound to
 * its own session; the session and XSRF checks ran before (see session/install-sessions).
 */
export const authRoutes = (accounts: AccountsForRequest, pages?: PageResponder) => (server: FastifyInstance) => {
  /**
   * A browser navigating to the login paths (the quick login card sends it there) gets the login
   * page; calls (Accept: application/json) keep getting the login step as JSON.
   */
  const pageOr =
    (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) =>
    (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
      pages !== undefined && wantsPage(request) ? pages(request, reply) : handler(request, reply);

  const callerOf = (request: FastifyRequest): Accounts =>
    accounts.forRequest({ session: sessionOf(request), clientAddress: request.ip });

  /** A call without input: the requester's use case, answered. */
  const call =
    <A>(run: (caller: Accounts) => TE.TaskEither<AppError, A>) =>
    (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
      respond(reply, run(callerOf(request)));

  /**
   * A call whose input (query, body or path parameters, picked by `from`) is decoded first:
   * what does not fit answers 400 with German field messages and reaches no use case.
   */
  const callWith =
    <I, A>(codec: t.Type<I, unknown>, from: (request: FastifyRequest) => unknown, run: (caller: Accounts, input: I, request: FastifyRequest) => TE.TaskEither<AppError, A>) =>
    (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
      respond(
        reply,
        pipe(
          TE.fromEither(decodeInput(codec, from(request))),
          TE.chain((input) => run(callerOf(request), input, request)),
        ),
      );

  server.get(P.emailAvailability, callWith(EmailAvailabilityQuery, query, (caller, input) => caller.emailAvailability(input)));
  server.post(P.registration, callWith(RegistrationRequest, body, (caller, form) => caller.register(form)));
  server.post(P.confirmEmail, callWith(EmailConfirmationRequest, body, (caller, confirmation) => caller.confirmEmail(confirmation)));
  server.post(P.resendConfirmation, callWith(ResendConfirmationRequest, body, (caller, resend) => caller.resendConfirmation(resend)));
  server.post(P.requestPasswordReset, callWith(PasswordResetRequest, body, (caller, request) => caller.requestPasswordReset(request)));
  server.get(P.passwordReset, callWith(PasswordResetLinkQuery, query, (caller, link) => caller.passwordResetLink(link)));
  server.post(P.passwordReset, callWith(NewPasswordRequest, body, (caller, password) => caller.resetPassword(password)));
  server.post(P.passwordStrength, callWith(PasswordStrengthRequest, body, (caller, password) => caller.passwordStrength(password)));
  server.get(P.login, pageOr(callWith(LoginStepQuery, query, (caller, input) => caller.loginStep(input))));
  server.get(
    P.loginWithEmail,
    pageOr(
      callWith(LoginStepQuery, query, (caller, input, request) =>
        pipe(
          TE.fromEither(decodeInput(EmailParams, request.params)),
          TE.chain(({ email }) => caller.loginStep({ ...input, email })),
        ),
      ),
    ),
  );
  server.post(P.localLogin, callWith(LoginRequest, body, (caller, login) => caller.login(login)));
  server.post(P.loginTarget, callWith(LoginTargetRequest, body, (caller, target) => caller.setLoginTarget(target)));
  server.get(P.loginTargetGet, call((caller) => caller.loginTarget()));
  server.post(P.logout, call((caller) => caller.logout()));
  server.get(P.token, call((caller) => caller.xsrfToken()));
  server.get(P.user, call((caller) => caller.currentUser()));
  server.get(P.gremiumUsers, call((caller) => caller.gremiumUsers()));
  server.post(P.impersonate, callWith(ImpersonationParams, params, (caller, { userId }) => caller.impersonate(userId)));
  server.post(P.impersonateEnd, call((caller) => caller.endImpersonation()));
  server.get(
    P.impersonation,
    callWith(ImpersonationQuery, query, (caller, input) => pipe(caller.impersonationOverview(input), TE.map(ImpersonationOverviewWire.encode))),
  );
};
