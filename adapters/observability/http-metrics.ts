import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagePatternOf } from '../http-api/page-delivery/page-access-match';
import { UNMATCHED_ROUTE, type AppMetrics } from './app-metrics';

/** The catch-all of the server-rendered pages (page-routes.ts): its requests are named by the page they open. */
const PAGE_CATCH_ALL = '/*';

/**
 * The route template a request is counted and traced under: the route's own (`/api/seminare/:id`),
 * for a page the react-router pattern its path opens (`/seminare/p/:slug`), and one label for
 * every path nothing claims. Never the raw URL: a series per hostile path would grow without end.
 */
export const routeLabelOf = (request: FastifyRequest): string => {
  const url = request.routeOptions.url;
  if (url === undefined) return UNMATCHED_ROUTE;
  if (url !== PAGE_CATCH_ALL) return url;
  const pattern = pagePatternOf(request.url);
  // '/*' is react-router's 404 page: any path at all.
  return pattern === undefined || pattern === '/*' || pattern === '*' ? UNMATCHED_ROUTE : pattern;
};

const statusClassOf = (status: number): string => `${String(Math.floor(status / 100))}xx`;

/** Times every answer into http_request_duration_seconds and counts the public pages' cache hits. */
export const installHttpMetrics = (server: FastifyInstance, metrics: AppMetrics): void => {
  server.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      { method: request.method, route: routeLabelOf(request), status_class: statusClassOf(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    // A public page (page-routes.ts) was either kept already or rendered for this request; an
    // app without pages has no such field at all.
    const publicPage: unknown = request.publicPage;
    if (publicPage !== null && publicPage !== undefined) {
      metrics.pageCache.inc({ result: reply.getHeader('x-page-cache') === 'hit' ? 'hit' : 'miss' });
    }
    done();
  });
};
