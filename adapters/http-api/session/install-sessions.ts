import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../application/accounts/messages';
import type { RateLimiter } from '../../../application/accounts/rate-limiter';
import type { SessionService } from '../../../application/accounts/session.service';
import type { SessionSlot } from '../../../application/accounts/session';
import type { XsrfTokens } from '../../../application/accounts/session-tokens';
import { forbidden } from '../../../domain/errors/app-error';
import { errorResponse } from '../error-response';
import { CookieSessionSlot } from './cookie-session-slot';
import { provenSameOrigin } from './same-origin-post';
import { scheduleHousekeeping } from './housekeeping';
import type { FleetRounds } from '../fleet-rounds';
import { XSRF_HEADER, isStateChanging, sessionCookieName, xsrfCookieName } from './session-cookies';
import { FILE_FORM_CONTENT_TYPE, FORM_CONTENT_TYPE, FORM_XSRF_FIELD } from '../../../application/http/page-form';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; null only on the probes that run without one. */
    sessionSlot: SessionSlot | null;
    /**
     * A plain form post (no JavaScript) carries its XSRF token in a hidden field, readable only
     * once the body is parsed: 'pending' until then, 'refused' when it did not match.
     */
    formXsrf: 'pending' | 'refused' | null;
    /**
     * Set by an earlier hook for a request that needs no session: a public page, the same for
     * everyone, served from the cache or rendered for it (no cookie read, none set, no row).
     */
    withoutSession: boolean;
  }
  interface FastifyContextConfig {
    /** The route answers the same to everyone and changes nothing (the built assets): no session. */
    withoutSession?: boolean;
    /** The route answers plain form posts with a page: a refused token shows the form again instead of 403. */
    pageForm?: boolean;
  }
}

export interface SessionPluginOptions {
  readonly sessions: SessionService;
  readonly xsrf: XsrfTokens;
  readonly limiter: RateLimiter;
  /** Shares the housekeeping rounds with the other instances on the database. */
  readonly rounds?: FleetRounds;
}

/** Health probes of the platform: no cookie, no database read. */
const WITHOUT_SESSION: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** The session of a route that runs with one (every route but the probes). */
export const sessionOf = (request: FastifyRequest): SessionSlot => {
  if (request.sessionSlot === null) throw new Error(`no session on ${request.method} ${request.url}`);
  return request.sessionSlot;
};

/**
 * Sessions and XSRF protection for every route of the server (hooks on the root instance, so
 * routes registered later in any scope get them):
 * 1. the session cookie is resumed, or a fresh token is issued (cookie only, no row);
 * 2. the XSRF cookie is (re)set whenever it is missing or belongs to another token;
 * 3. a POST, PUT, PATCH or DELETE must carry that token in X-XSRF-TOKEN, computed from the
 *    session cookie it came with; otherwise 403 before any body is read. The answer already
 *    carries fresh cookies, so reloading the page is all the visitor has to do. A plain form
 *    post (urlencoded, no header) carries the token in its hidden field instead, checked once
 *    the body is parsed; a page form that fails it is shown again, anything else gets the 403.
 *    A form without a token (one of a cached public page) passes on the browser's proof that
 *    it comes from this origin (Sec-Fetch-Site / Origin, see same-origin-post.ts).
 * Expired sessions and old rate-limit windows are cleaned up in the background.
 */
export const installSessions = async (server: FastifyInstance, { sessions, xsrf, limiter, rounds }: SessionPluginOptions): Promise<void> => {
  await server.register(fastifyCookie);
  scheduleHousekeeping(server, { sessions, limiter }, undefined, rounds);
  server.decorateRequest('sessionSlot', null);
  server.decorateRequest('formXsrf', null);
  server.decorateRequest('withoutSession', false);
  const refuse = (reply: FastifyReply) => {
    const { status, body } = errorResponse(forbidden(ACCOUNT_MESSAGES.sessionExpired));
    return reply.status(status).send(body);
  };

  server.addHook('onRequest', async (request, reply) => {
    if (request.withoutSession || request.routeOptions.config.withoutSession === true || WITHOUT_SESSION.has(request.routeOptions.url ?? '')) return;
    const https = request.protocol === 'https';
    const presented = request.cookies[sessionCookieName(https)];
    const { session, refused } = await sessions.resume(presented, request.site);
    if (refused === 'other-site') request.log.warn('session cookie of the other site variant refused');

    const slot = new CookieSessionSlot(session, reply, xsrf, https, !isStateChanging(request.method));
    if (session.token !== presented) slot.writeCookies();
    else if (request.cookies[xsrfCookieName(https)] !== xsrf.tokenFor(session.site, session.token)) slot.writeXsrfCookie();
    request.sessionSlot = slot;

    if (!isStateChanging(request.method)) return;
    // A call with a bearer token (the operator CLI, scripts) and no session cookie cannot be
    // forged by another site: a browser attaches no Authorization header on its own. The admin
    // guard then checks the token; the session plays no part.
    if (presented === undefined && /^Bearer /i.test(request.headers.authorization ?? '')) return;
    const header = request.headers[XSRF_HEADER];
    if (header === undefined && isFormPost(request)) {
      request.formXsrf = 'pending';
      return;
    }
    // Against the session this request runs in: a token of a session that expired (or was
    // refused) meanwhile authorizes nothing, else a change would land in the fresh, empty one.
    const accepted =
      presented !== undefined && presented === session.token && typeof header === 'string' && xsrf.matches(request.site, presented, header);
    if (accepted) return;
    return refuse(reply);
  });

  server.addHook('preHandler', async (request, reply) => {
    if (request.formXsrf !== 'pending') return;
    const presented = request.cookies[sessionCookieName(request.protocol === 'https')];
    const field = await formXsrfField(request);
    const current = sessionOf(request).current().token;
    if (presented !== undefined && presented === current && field !== null && xsrf.matches(request.site, presented, field)) {
      request.formXsrf = null;
      return;
    }
    // A form of a cached public page carries the field empty (its HTML is everyone's): the
    // browser's own origin headers prove where it comes from instead (see provenSameOrigin).
    if (field === '' && provenSameOrigin(request)) {
      request.formXsrf = null;
      return;
    }
    if (request.routeOptions.config.pageForm === true) {
      request.formXsrf = 'refused';
      return;
    }
    return refuse(reply);
  });
};

const mediaTypeOf = (request: FastifyRequest): string => (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const isFormPost = (request: FastifyRequest): boolean => [FORM_CONTENT_TYPE, FILE_FORM_CONTENT_TYPE].includes(mediaTypeOf(request));

/** The hidden XSRF field of a plain form post: urlencoded text, or a multipart body (a form with a file) read by the platform's parser. */
const formXsrfField = async (request: FastifyRequest): Promise<string | null> => {
  if (typeof request.body === 'string') return new URLSearchParams(request.body).get(FORM_XSRF_FIELD);
  if (!(request.body instanceof Buffer) || mediaTypeOf(request) !== FILE_FORM_CONTENT_TYPE) return null;
  try {
    const form = await new Response(request.body, { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    const field = form.get(FORM_XSRF_FIELD);
    return typeof field === 'string' ? field : null;
  } catch {
    return null;
  }
};
