import type { DeclaredRoute } from '../server';

/**
 * What the server's timers write between requests, whatever request is in flight: each round's
 * claim in scheduled_jobs (the data exports' round every 30 s).
 */
export const TIMER_TABLES: ReadonlySet<string> = new Set(['scheduled_jobs']);

/** Bookkeeping that any request may write, refused or not: the session row and the login attempts (and the timers' claims). */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set(['sessions', 'rate_limits', ...TIMER_TABLES]);

/** A route's path with every parameter (`:id`, `:id(^\\d+)`, `*`) replaced by the given segments in turn. */
export const fillPath = (url: string, segment: (index: number) => string): string => {
  let index = 0;
  return url.replace(/:[A-Za-z0-9_]+(?:\([^/]*\))?|\*/g, () => segment(index++));
};

/** How many parameters a route's path has. */
export const parameterCount = (url: string): number => url.match(/:[A-Za-z0-9_]+(?:\([^/]*\))?|\*/g)?.length ?? 0;

/** Each method on each path once; Fastify's HEAD twins of GET routes are walked like any route. */
export const distinctRoutes = (table: readonly DeclaredRoute[]): readonly DeclaredRoute[] => {
  const seen = new Set<string>();
  return table.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The methods that may carry a body the route reads. */
export const carriesBody = (method: string): boolean => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
