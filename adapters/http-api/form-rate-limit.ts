import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../application/accounts/rate-limiter';
import { FORM_RATE_LIMITS, pageFormRateLimit } from '../../application/http/form-rate-limits';
import { tooManyRequestsMessage } from '../../application/http/too-many-requests';
import { escapeHtml } from '../../application/documents/render-html';
import { rateLimited } from '../../domain/errors/app-error';
import { errorResponse } from './error-response';

/**
 * The German page a browser gets for a form post one too many: the wait in minutes and the way
 * back to the form, whose fields the browser keeps when going back.
 */
const tooManyRequestsPage = (message: string, formPath: string): string =>
  [
    '<!doctype html>',
    '<html lang="de">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Zu viele Anfragen | ifb Seminare</title></head>',
    '<body><main>',
    '<h1>Zu viele Anfragen</h1>',
    `<p>${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(formPath)}">Zurück zum Formular</a></p>`,
    '</main></body>',
    '</html>',
  ].join('\n');

/** The pathname of a request's URL (without the query). */
const pathnameOf = (url: string): string => url.split('?')[0] ?? url;

/**
 * Counts every post to a form endpoint of FORM_RATE_LIMITS per client address before its
 * handler runs, and every plain form post of a page of PAGE_FORM_RATE_LIMITS against the same
 * rule; one too many is answered 429 with Retry-After (JSON for API callers, a German page for
 * a browser), and the handler (and its database writes) never runs.
 */
export const installFormRateLimits = (server: FastifyInstance, limiter: Pick<RateLimiter, 'consume'>): void => {
  server.addHook('preHandler', async (request, reply) => {
    const isPageForm = request.method === 'POST' && request.routeOptions.config.pageForm === true;
    const rule = FORM_RATE_LIMITS[`${request.method} ${request.routeOptions.url ?? ''}`] ?? (isPageForm ? pageFormRateLimit(pathnameOf(request.url)) : undefined);
    if (rule === undefined) return undefined;
    const wait = await limiter.consume(rule, request.ip);
    if (wait === undefined) return undefined;
    const { status, body, headers } = errorResponse(rateLimited(wait, tooManyRequestsMessage(wait)));
    // A page's plain form post comes from a browser (wantsPage is for GETs): it reads HTML.
    if (isPageForm && (request.headers.accept ?? '').includes('text/html')) {
      return reply.status(status).headers(headers).type('text/html; charset=utf-8').send(tooManyRequestsPage(tooManyRequestsMessage(wait), request.url));
    }
    return reply.status(status).headers(headers).send(body);
  });
};
