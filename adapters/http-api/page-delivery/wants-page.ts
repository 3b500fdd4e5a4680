import type { FastifyRequest } from 'fastify';

/**
 * A browser opening a path as a page, not a script, the proxies or the CLI: a GET that asks for
 * HTML without a token. Paths that are both an API and a page (the login, the admin area)
 * answer such a request with the page and every other one with JSON.
 */
export const wantsPage = (request: FastifyRequest): boolean =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && request.headers.authorization === undefined;
