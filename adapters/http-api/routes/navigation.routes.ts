import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { NAVIGATION_PATH, SiteNavigationWire } from '../../../application/navigation/navigation.codecs';
import type { Navigation, NavigationRequest } from '../../../application/navigation/navigation.port';
import type { SiteHosts } from '../../../domain/site/site';
import { respond } from '../respond';

/**
 * The origin of the other site variant as this visitor reaches it: its configured host name on
 * the scheme and port the request came in on (both sites share one server and port).
 */
export const sisterOriginOf = (request: FastifyRequest, hosts: SiteHosts): string => {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  const host = request.site === 'main' ? hosts.worksCouncil : hosts.main;
  return `${request.protocol}://${host}${port === undefined ? '' : `:${port}`}`;
};

export const navigationRequestOf = (request: FastifyRequest, hosts: SiteHosts): NavigationRequest => ({
  site: request.site,
  sisterOrigin: sisterOriginOf(request, hosts),
});

/**
 * How long a browser keeps the navigation: every page fetches it when it starts its scripts
 * (ui/layout/hydration-navigation.ts), and a visitor moving through the site should not fetch it
 * again for each page. A minute, as long as a public page's HTML is kept (page-cache.ts).
 */
const KEPT_BY_BROWSER = 'public, max-age=60';

/** GET /api/navigation: the navigation of the site the Host header names. */
export const navigationRoutes = (navigation: Navigation, hosts: SiteHosts) => (server: FastifyInstance) => {
  server.get(NAVIGATION_PATH, (request, reply) =>
    respond(
      reply,
      pipe(
        navigation.navigation(navigationRequestOf(request, hosts)),
        // Only an answer is kept; a failure is asked again at the next page.
        TE.map((answer) => {
          void reply.header('cache-control', KEPT_BY_BROWSER);
          return SiteNavigationWire.encode(answer);
        }),
      ),
    ),
  );
};
