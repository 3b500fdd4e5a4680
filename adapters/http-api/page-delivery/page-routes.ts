import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageServices, RenderedPage } from '../../../ui/entry-server';
import { errorResponse } from '../error-response';
import { notFound } from '../../../domain/errors/app-error';
import type { PageRenderer } from './page-renderer';
import { FILE_FORM_CONTENT_TYPE, FORM_CONTENT_TYPE, FORM_REFUSED_HEADER, FORM_TOO_MANY_HEADER, PAGE_ACCESS_DENIED_HEADER } from '../../../application/http/page-form';
import { siteIconRoutes } from './site-icons.routes';
import { preparedAssetRoutes } from '../prepared/prepared-assets';
import { sendCachedPage, type PublicPageCache } from './page-cache';
import { renderedPageBody } from './rendered-page-body';
import { publicPage, type PublicPage } from './public-pages';
import { wantsPage } from './wants-page';
import { useNonce } from '../security-headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** A GET of a page that is the same for everyone (public-pages.ts): served from the cache or rendered for it. */
    publicPage: PublicPage | null;
  }
}

/** Paths that belong to the APIs: an unknown one answers JSON 404, never an HTML page. */
const API_PREFIXES = ['/api/', '/api-meinifb/', '/order-api/', '/obj-export/', '/cache/', '/download/', '/consultant/', '/recommendations/'];

/**
 * The request the page router sees: a GET of the path, or a plain form post with its fields
 * (the route's action runs it); a post whose XSRF field was refused says so in a header. A post
 * one too many for its rate limit becomes a GET that says so (only the server sets these
 * headers: nothing of the browser's request but its Accept is passed on).
 */
const webRequest = (request: FastifyRequest, path: string, refusal?: PageRefusal): Request => {
  const url = `${request.protocol}://${request.host}${path}`;
  const accept = request.headers.accept ?? 'text/html';
  // A GET, so neither the page's action nor its loaders' data is what the visitor gets.
  if (refusal === 'access-denied') return new Request(url, { method: 'GET', headers: { accept, [PAGE_ACCESS_DENIED_HEADER]: '1' } });
  // A GET, so no action runs: the page's error boundary says when to try again.
  if (request.formTooManyWait !== null) return new Request(url, { method: 'GET', headers: { accept, [FORM_TOO_MANY_HEADER]: String(request.formTooManyWait) } });
  if (request.method !== 'POST' || path !== request.url) return new Request(url, { method: 'GET', headers: { accept } });
  // A form with a file keeps its multipart body and boundary; the action reads it with formData().
  const file = request.body instanceof Buffer ? request.body : undefined;
  const headers: Record<string, string> = { accept, 'content-type': file ? (request.headers['content-type'] ?? FILE_FORM_CONTENT_TYPE) : FORM_CONTENT_TYPE };
  if (request.formXsrf === 'refused') headers[FORM_REFUSED_HEADER] = 'session';
  return new Request(url, { method: 'POST', headers, body: file ?? (typeof request.body === 'string' ? request.body : '') });
};

/** Why a page is refused in its own place: a visitor without the admin role on an admin page. */
export type PageRefusal = 'access-denied';

/**
 * Answers a request with a rendered page: its own path's, or the given one's (a paper's refusal
 * page), or the site's refusal at the page's own address (the access-denied text of the admin area).
 */
export type PageResponder = (request: FastifyRequest, reply: FastifyReply, page?: { readonly path?: string; readonly refusal?: PageRefusal }) => Promise<FastifyReply>;

export const pageResponder =
  (renderer: PageRenderer, servicesFor: (request: FastifyRequest) => PageServices): PageResponder =>
  async (request, reply, page) =>
    sendRendered(request, reply, await renderer.render(webRequest(request, page?.path ?? request.url, page?.refusal), servicesFor(request), request.cspNonce));

/** A page rendered for this request alone. */
const sendRendered = async (request: FastifyRequest, reply: FastifyReply, page: RenderedPage): Promise<FastifyReply> => {
  // After a form post the browser must GET the next page (POST-redirect-GET), whatever the action said.
  if (page.kind === 'redirect') return reply.redirect(page.location, request.method === 'POST' ? 303 : page.status);
  if (page.retryAfter !== undefined) void reply.header('retry-after', page.retryAfter);
  const body = await renderedPageBody(page.html, request.headers['accept-encoding']);
  if (body.encoding !== 'identity') void reply.header('content-encoding', body.encoding);
  // The nonce the page was rendered with: a waiter on another's rendering (page-cache.ts) gets that one's.
  return useNonce(reply, page.nonce).status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').send(body.bytes);
};

/**
 * Public pages before everything else (registered ahead of the sessions): a browser's GET of a
 * page that is the same for everyone runs without a session (no cookie read or set, no
 * database), and a kept one is answered right here, before the router.
 */
export const publicPagesFirst = (server: FastifyInstance, cache: PublicPageCache): void => {
  server.decorateRequest('publicPage', null);
  server.addHook('onRequest', async (request, reply) => {
    if (!wantsPage(request)) return;
    const page = publicPage({ site: request.site, host: request.host, url: request.url });
    if (page === undefined) return;
    request.publicPage = page;
    request.withoutSession = true;
    const kept = cache.get(page.key);
    if (kept !== undefined) return sendCachedPage(request, reply, kept, 'hit');
  });
};

/**
 * Pages rendered on the server: every GET no API route claimed. A public page is rendered once
 * for everyone and kept (page-cache.ts); every other page is rendered per request for its
 * visitor. Built assets are served from memory under /assets/ (prepared-assets.ts).
 */
export const pageRoutes = async (
  server: FastifyInstance,
  renderer: PageRenderer,
  servicesFor: (request: FastifyRequest) => PageServices,
  cache: PublicPageCache,
): Promise<void> => {
  await preparedAssetRoutes(server, renderer.assetsDir);
  await siteIconRoutes(server, renderer.siteFilesDir);
  const respondWithPage = pageResponder(renderer, servicesFor);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      const { status, body } = errorResponse(notFound());
      return reply.status(status).send(body);
    }
    const page = request.publicPage;
    if (page === null) return respondWithPage(request, reply);
    const outcome = await cache.obtain(page.key, () => renderer.render(webRequest(request, page.target), servicesFor(request), request.cspNonce));
    if (outcome.kind === 'cached') return sendCachedPage(request, reply, outcome.page, 'miss');
    return sendRendered(request, reply, outcome.page);
  };
  server.get('/*', handler);
  // Plain form posts of the pages; a JSON post to a page path is not one (415).
  server.post('/*', { config: { pageForm: true } }, (request, reply) => {
    if (typeof request.body !== 'string') {
      const { status, body } = errorResponse(notFound());
      return API_PREFIXES.some((prefix) => request.url.startsWith(prefix))
        ? reply.status(status).send(body)
        : reply.status(415).send({ error: 'unsupported_media_type', message: 'Bitte senden Sie das Formular der Seite ab.' });
    }
    return handler(request, reply);
  });
};

/**
 * Plain form bodies (application/x-www-form-urlencoded) arrive as their text: a page post hands
 * it on to the route's action as it came, and the XSRF check reads its hidden field.
 */
export const formBodies = (server: FastifyInstance): void => {
  server.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  // Forms with a file (the admin imports) arrive whole; only routes that take them raise the body limit.
  server.addContentTypeParser(FILE_FORM_CONTENT_TYPE, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
};
