import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../application/accounts/rate-limiter';
import { FORM_RATE_LIMITS, pageFormRateLimit } from '../../application/http/form-rate-limits';
import { tooManyRequestsMessage } from '../../application/http/too-many-requests';
import { rateLimited } from '../../domain/errors/app-error';
import { errorResponse } from './error-response';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Seconds to wait, for a page's plain form post one too many: the page route renders the
     * site's page with the German message (429) instead of running the form's action.
     */
    formTooManyWait: number | null;
  }
}

/** The pathname of a request's URL (without the query). */
const pathnameOf = (url: string): string => url.split('?')[0] ?? url;

/**
 * Counts every post to a form endpoint of FORM_RATE_LIMITS per client address before its
 * handler runs, and every plain form post of a page of PAGE_FORM_RATE_LIMITS against the same
 * rule; one too many is answered 429 with Retry-After (JSON for API callers, the site's page
 * with the German message for a browser), and the form's use case (and its writes) never runs.
 */
export const installFormRateLimits = (server: FastifyInstance, limiter: Pick<RateLimiter, 'consume'>): void => {
  server.decorateRequest('formTooManyWait', null);
  server.addHook('preHandler', async (request, reply) => {
    const isPageForm = request.method === 'POST' && request.routeOptions.config.pageForm === true;
    const rule = FORM_RATE_LIMITS[`${request.method} ${request.routeOptions.url ?? ''}`] ?? (isPageForm ? pageFormRateLimit(pathnameOf(request.url)) : undefined);
    if (rule === undefined) return undefined;
    const wait = await limiter.consume(rule, request.ip);
    if (wait === undefined) return undefined;
    // A page's plain form post comes from a browser (wantsPage is for GETs): it reads HTML, in
    // the site's layout, which the page route renders (page-routes.ts, ui/forms/page-form-action.ts).
    if (isPageForm && (request.headers.accept ?? '').includes('text/html')) {
      request.formTooManyWait = wait;
      return undefined;
    }
    const { status, body, headers } = errorResponse(rateLimited(wait, tooManyRequestsMessage(wait)));
    return reply.status(status).headers(headers).send(body);
  });
};
