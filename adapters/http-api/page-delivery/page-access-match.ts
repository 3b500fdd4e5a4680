import type { FastifyRequest } from 'fastify';
import { matchRoutes } from 'react-router';
import { PAGE_PATTERNS, pageAccessOf } from '../../../application/http/page-access';
import type { RouteAccess } from '../../../application/http/route-access';

/** The declared page patterns as react-router routes, so a path finds its page as the router would. */
const PAGE_ROUTES = PAGE_PATTERNS.map((path) => ({ path }));

/** The page pattern a path (with or without its query) opens, by react-router's ranking; undefined when none. */
export const pagePatternOf = (url: string): string | undefined => {
  const matches = matchRoutes(PAGE_ROUTES, url.split('?')[0] ?? '');
  return matches?.at(-1)?.route.path;
};

/** A request the catch-all page routes (`GET /*`, its HEAD, `POST /*`) answer: the page's access decides, not the route's. */
const isPageRequest = (request: FastifyRequest): boolean => request.routeOptions.url === '/*';

/**
 * Who may make this request: for a page the catch-all renders, the access of the page its path
 * opens (application/http/page-access.ts); for every other route, the route's own. A path that
 * opens no declared page keeps the catch-all's (react-router answers it 404).
 */
export const accessOfRequest = (request: FastifyRequest): RouteAccess | undefined => {
  const declared = request.routeOptions.config.access;
  if (!isPageRequest(request)) return declared;
  const pattern = pagePatternOf(request.url);
  return (pattern === undefined ? undefined : pageAccessOf(request.method === 'HEAD' ? 'GET' : request.method, pattern)) ?? declared;
};

/** Whether the page a GET of this path opens is declared for everyone (a guarded page is never kept for all). */
export const isOpenPage = (url: string): boolean => {
  const pattern = pagePatternOf(url);
  return pattern !== undefined && pageAccessOf('GET', pattern)?.access === 'public';
};
