import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../application/accounts/rate-limiter';
import { FORM_RATE_LIMITS, tooManyRequestsMessage } from '../../application/http/form-rate-limits';
import { rateLimited } from '../../domain/errors/app-error';
import { errorResponse } from './error-response';

/**
 * Counts every post to a form endpoint of FORM_RATE_LIMITS per client address before its
 * handler runs; one too many is answered 429 with Retry-After and the JSON error shape, and the
 * handler (and its database writes) never runs.
 */
export const installFormRateLimits = (server: FastifyInstance, limiter: Pick<RateLimiter, 'consume'>): void => {
  server.addHook('preHandler', async (request, reply) => {
    const rule = FORM_RATE_LIMITS[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (rule === undefined) return undefined;
    const wait = await limiter.consume(rule, request.ip);
    if (wait === undefined) return undefined;
    const { status, body, headers } = errorResponse(rateLimited(wait, tooManyRequestsMessage(wait)));
    return reply.status(status).headers(headers).send(body);
  });
};
