import type { FastifyRequest } from 'fastify';
import { matchRoutes } from 'react-router';
import { PAGE_PATTERNS, pageAccessOf } from '../../../application/http/page-access';
import type { RouteAccess } from '../../../application/http/route-access';

/** A pattern's first segment when it is a fixed word (react-router compares it case-blind); undefined when any path's may match. */
const fixedFirstSegment = (pattern: string): string | undefined => {
  const first = pattern.split('/')[1] ?? '';
  return first.startsWith(':') || first.includes('*') || first.endsWith('?') ? undefined : first.toLowerCase();
};

/**
 * The declared page patterns as react-router routes, by the first segment of the paths they can
 * match (in the table's order, so equal ranks resolve alike). matchRoutes flattens and ranks the
 * routes it is given on every call: over the whole table that took about 1.3 ms a request, over a
 * path's few candidates it is a small fraction; a route that cannot match changes no ranking.
 */
const PAGE_ROUTES = PAGE_PATTERNS.map((path) => ({ path, first: fixedFirstSegment(path) }));
const ANY_FIRST = PAGE_ROUTES.filter((route) => route.first === undefined);
const BY_FIRST = new Map(
  [...new Set(PAGE_ROUTES.flatMap((route) => (route.first === undefined ? [] : [route.first])))].map((first) => [
    first,
    PAGE_ROUTES.filter((route) => route.first === undefined || route.first === first),
  ]),
);

/** The routes a path may match: its first segment decoded as react-router decodes it; all of them when it does not decode. */
const candidatesFor = (pathname: string): readonly { readonly path: string }[] => {
  try {
    return BY_FIRST.get(decodeURIComponent(pathname.split('/')[1] ?? '').toLowerCase()) ?? ANY_FIRST;
  } catch {
    return PAGE_ROUTES;
  }
};

/** The last paths' patterns (a page request asks twice: the public cache, then the gate); the oldest goes first. */
const recent = new Map<string, string | undefined>();
const RECENT_PATHS = 1000;

/** The page pattern a path (with or without its query) opens, by react-router's ranking; undefined when none. */
export const pagePatternOf = (url: string): string | undefined => {
  const pathname = url.split('?')[0] ?? '';
  if (recent.has(pathname)) return recent.get(pathname);
  const pattern = matchRoutes([...candidatesFor(pathname)], pathname)?.at(-1)?.route.path;
  if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value ?? '');
  recent.set(pathname, pattern);
  return pattern;
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
