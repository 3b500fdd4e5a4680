import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import type { AdminAccess, AdminCredentials, AdminPrincipal } from '../../application/admin/admin-access';
import { ADMIN_PATHS } from '../../application/admin/admin.paths';
import { rolesOf, type Role } from '../../application/accounts/roles';
import type { UserRepository } from '../../application/accounts/user.repository';
import { sessionAccount } from '../../application/accounts/session-account';
import { FILE_FORM_CONTENT_TYPE, FORM_CONTENT_TYPE } from '../../application/http/page-form';
import { BACK_OFFICE_ACCESS, type Access, type RouteAccess } from '../../application/http/route-access';
import { forbidden, unauthenticated, type AppError } from '../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../domain/login/login-path';
import { errorResponse } from './error-response';
import { accessOfRequest } from './page-delivery/page-access-match';
import type { PageResponder } from './page-delivery/page-routes';
import { wantsPage } from './page-delivery/wants-page';
import { sessionOf } from './session/install-sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: set from application/http/route-access.ts when the route is registered. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The admin (session or API token) the gate let through on a route for admins; null elsewhere. */
    adminPrincipal: AdminPrincipal | null;
  }
}

export interface AccessGateDependencies {
  readonly users: UserRepository;
  readonly adminAccess: AdminAccess;
  /** The rendered pages; without them (no build) a browser gets the JSON answer too. */
  readonly pages?: PageResponder;
}

/** The role a route's access asks for (the admin ones are checked by AdminAccess). */
const ROLE: Readonly<Record<Exclude<Access, 'public' | 'site-admin-or-token' | 'staff-or-token'>, Role>> = {
  user: 'user',
  'gremium-member': 'gremium-member',
  'gremium-admin': 'gremium-admin',
  staff: 'staff',
  'site-admin': 'site-admin',
};

/** A plain form post of a page (no JavaScript): refused like a page, not like an API call. */
const isPageFormPost = (request: FastifyRequest): boolean =>
  request.method === 'POST' &&
  request.routeOptions.config.pageForm === true &&
  [FORM_CONTENT_TYPE, FILE_FORM_CONTENT_TYPE].includes((request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '');

const credentialsOf = (request: FastifyRequest): AdminCredentials => {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (bearer?.[1] !== undefined) return { _tag: 'Bearer', token: bearer[1] };
  return { _tag: 'Session', session: sessionOf(request) };
};

/**
 * The refusal, in one place for every route: a visitor's browser that opens a page (or posts a
 * page's plain form) is sent to the login, which brings it back; a logged-in browser without the
 * admin role gets the German access-denied page in the admin area (403, the address stays), for
 * a page's form post too; every other caller gets the JSON error (401 or 403).
 */
export const refuse = (request: FastifyRequest, reply: FastifyReply, error: AppError, pages: PageResponder | undefined): FastifyReply | Promise<FastifyReply> => {
  void reply.header('cache-control', 'no-store');
  const declared = accessOfRequest(request);
  const browserPage = wantsPage(request) && (declared?.page === true || request.url === ADMIN_PATHS.accessDenied);
  const pageFormPost = isPageFormPost(request);
  if (error._tag === 'Unauthenticated' && request.url !== ADMIN_PATHS.accessDenied && (browserPage || pageFormPost)) {
    return reply.redirect(loginPathWithRedirect(request.url), request.method === 'POST' ? 303 : 302);
  }
  const adminArea = (declared !== undefined && BACK_OFFICE_ACCESS.includes(declared.access)) || request.url === ADMIN_PATHS.accessDenied;
  if (pages !== undefined && (browserPage || pageFormPost) && adminArea && (error._tag === 'Forbidden' || error._tag === 'Unauthenticated')) {
    return pages(request, reply, { refusal: 'access-denied' });
  }
  const { status, body, headers } = errorResponse(error);
  return reply.status(status).headers(headers).send(body);
};

/**
 * The access gate: before any route runs (and before its body is read), the caller must have
 * the role the route's access asks for (application/http/route-access.ts; for a page the
 * catch-all renders, its page's in application/http/page-access.ts). A route missing
 * from that table is refused for everyone: a new route is closed until it is declared.
 * Ownership (this cart item, this photo is the caller's) stays with the use cases.
 */
export const installAccessGate = (server: FastifyInstance, { users, adminAccess, pages }: AccessGateDependencies): void => {
  server.decorateRequest('adminPrincipal', null);
  server.addHook('onRequest', async (request, reply) => {
    const declared = accessOfRequest(request);
    // Fastify's own 404 (no route) has nothing to guard.
    if (request.is404) return;
    if (declared === undefined) return refuse(request, reply, forbidden('Diese Adresse ist nicht freigegeben.'), pages);
    const { access, refusals } = declared;
    if (access === 'public') return;
    if (access === 'site-admin-or-token' || access === 'staff-or-token') {
      const admitted = await adminAccess.authorize(credentialsOf(request), access === 'staff-or-token' ? 'staff' : 'site-admin')();
      if (E.isLeft(admitted)) return refuse(request, reply, admitted.left, pages);
      request.adminPrincipal = admitted.right;
      return;
    }
    const account = await sessionAccount(users, sessionOf(request));
    if (account === undefined) return refuse(request, reply, unauthenticated(refusals.loginRequired), pages);
    const roles = rolesOf(account);
    if (roles.has(ROLE[access])) return;
    const message = access === 'gremium-admin' && !roles.has('gremium-member') ? (refusals.notMember ?? refusals.forbidden) : refusals.forbidden;
    return refuse(request, reply, forbidden(message), pages);
  });
};
