import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import {
  EmailAvailabilityQuery,
  LoginRequest,
  LoginStepQuery,
  LoginTargetRequest,
  RegistrationRequest,
  UserIdFromString,
} from '../../../application/accounts/accounts.codecs';
import { ACCOUNT_PATHS as P } from '../../../application/accounts/accounts.paths';
import type { Accounts, AccountsForRequest } from '../../../application/accounts/accounts.port';
import { decodeInput, respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

const ImpersonationParams = t.type({ userId: UserIdFromString });

/**
 * The accounts calls of spec §7 on both site variants. Each request gets the accounts bound to
 * its own session; the session and XSRF checks ran before (see session/install-sessions).
 */
export const authRoutes = (accounts: AccountsForRequest) => (server: FastifyInstance) => {
  const callerOf = (request: FastifyRequest): Accounts =>
    accounts.forRequest({ session: sessionOf(request), clientAddress: request.ip });

  server.get(P.emailAvailability, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(EmailAvailabilityQuery, request.query)),
        TE.chain((query) => callerOf(request).emailAvailability(query)),
      ),
    ),
  );

  server.post(P.registration, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(RegistrationRequest, request.body)),
        TE.chain((form) => callerOf(request).register(form)),
      ),
    ),
  );

  server.get(P.login, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(LoginStepQuery, request.query)),
        TE.chain((query) => callerOf(request).loginStep(query)),
      ),
    ),
  );

  server.get<{ Params: { email: string } }>(P.loginWithEmail, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(LoginStepQuery, request.query)),
        TE.chain((query) => callerOf(request).loginStep({ ...query, email: request.params.email })),
      ),
    ),
  );

  server.post(P.localLogin, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(LoginRequest, request.body)),
        TE.chain((login) => callerOf(request).login(login)),
      ),
    ),
  );

  server.post(P.loginTarget, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(LoginTargetRequest, request.body)),
        TE.chain((target) => callerOf(request).setLoginTarget(target)),
      ),
    ),
  );

  server.get(P.loginTargetGet, (request, reply) => respond(reply, callerOf(request).loginTarget()));
  server.post(P.logout, (request, reply) => respond(reply, callerOf(request).logout()));
  server.get(P.token, (request, reply) => respond(reply, callerOf(request).xsrfToken()));
  server.get(P.user, (request, reply) => respond(reply, callerOf(request).currentUser()));
  server.get(P.gremiumUsers, (request, reply) => respond(reply, callerOf(request).gremiumUsers()));

  server.post<{ Params: { userId: string } }>(P.impersonate, (request, reply) =>
    respond(
      reply,
      pipe(
        TE.fromEither(decodeInput(ImpersonationParams, request.params)),
        TE.chain(({ userId }) => callerOf(request).impersonate(userId)),
      ),
    ),
  );

  server.post(P.impersonateEnd, (request, reply) => respond(reply, callerOf(request).endImpersonation()));
};
