import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import type { Content } from '../../../application/content/content.port';
import type { ConsultationsForRequest } from '../../../application/consultation/consultation.port';
import { contextOf } from '../routes/portal-respond';
import type { Clock } from '../../../application/ports/clock';
import { sitemapUrls } from './sitemap-entries';
import { robotsTxt, sitemapXml } from './sitemap-xml';

/**
 * /sitemap.xml and /robots.txt of the host asked: each site lists its own pages with absolute
 * URLs on its own host name, so a crawler never mixes the two.
 */
export const siteFilesRoutes =
  (ports: { readonly catalogue: Catalogue; readonly content: Content; readonly consultations: ConsultationsForRequest }, clock: Clock) => (server: FastifyInstance) => {
    server.get('/sitemap.xml', async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const urls = await sitemapUrls(request.site, origin, clock.now(), { ...ports, consultations: ports.consultations.forRequest(contextOf(request)) });
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(urls));
    });
    server.get('/robots.txt', (request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(`${request.protocol}://${request.host}`)),
    );
  };
