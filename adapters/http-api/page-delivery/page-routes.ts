import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageServices } from '../../../ui/entry-server';
import { errorResponse } from '../error-response';
import { notFound } from '../../../domain/errors/app-error';
import type { PageRenderer } from './page-renderer';

/** Paths that belong to the APIs: an unknown one answers JSON 404, never an HTML page. */
const API_PREFIXES = ['/api/', '/api-meinifb/', '/order-api/', '/obj-export/', '/cache/', '/download/', '/consultant/', '/recommendations/'];

const webRequest = (request: FastifyRequest, path: string): Request => {
  const url = `${request.protocol}://${request.host}${path}`;
  return new Request(url, { method: 'GET', headers: { accept: request.headers.accept ?? 'text/html' } });
};

/** Answers a request with a rendered page: its own path's, or the given one's (the access-denied page for a guarded path). */
export type PageResponder = (request: FastifyRequest, reply: FastifyReply, path?: string) => Promise<FastifyReply>;

export const pageResponder =
  (renderer: PageRenderer, servicesFor: (request: FastifyRequest) => PageServices): PageResponder =>
  async (request, reply, path) => {
    const page = await renderer.render(webRequest(request, path ?? request.url), servicesFor(request));
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    return reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
  };

/**
 * Pages rendered on the server: every GET no API route claimed. Built assets are served
 * under /assets/ with long caching (their names carry a content hash).
 */
export const pageRoutes = async (
  server: FastifyInstance,
  renderer: PageRenderer,
  servicesFor: (request: FastifyRequest) => PageServices,
): Promise<void> => {
  await server.register(fastifyStatic, {
    root: renderer.assetsDir,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  const respondWithPage = pageResponder(renderer, servicesFor);
  server.get('/*', async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      const { status, body } = errorResponse(notFound());
      return reply.status(status).send(body);
    }
    return respondWithPage(request, reply);
  });
};
