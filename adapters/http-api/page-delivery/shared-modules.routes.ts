import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageServices, SharedModule } from '../../../ui/entry-server';
import type { PageRenderer } from './page-renderer';

const MODULES: Readonly<Record<string, SharedModule>> = { footer: 'footer', nav: 'nav' };

/**
 * /shared-modules/footer and /shared-modules/nav (spec §2): the site's footer and header as
 * HTML fragments other sites of the provider fetch and embed. Who may read and frame them
 * cross-origin is decided with the other security headers (security-headers.ts).
 */
export const sharedModulesRoutes = (
  server: FastifyInstance,
  renderer: PageRenderer,
  servicesFor: (request: FastifyRequest) => PageServices,
): void => {
  for (const [path, part] of Object.entries(MODULES)) {
    server.get(`/shared-modules/${path}`, async (request, reply) => {
      const url = `${request.protocol}://${request.host}${request.url}`;
      const html = await renderer.renderFragment(new Request(url, { headers: { accept: 'text/html' } }), servicesFor(request), part);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    });
  }
};
