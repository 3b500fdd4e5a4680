import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What the build writes (scripts/site-icons.ts) and the type each answers with. */
const SITE_FILES = [
  { path: '/favicon.ico', type: 'image/x-icon' },
  { path: '/favicon.svg', type: 'image/svg+xml' },
  { path: '/icon-192.png', type: 'image/png' },
  { path: '/icon-512.png', type: 'image/png' },
  { path: '/manifest.webmanifest', type: 'application/manifest+json; charset=utf-8' },
] as const;

/**
 * The favicon, the app icons and the web app manifest at the fixed addresses browsers ask for.
 * Their names carry no hash, so a day of caching, not a year; a few KB each, held in memory.
 * A file the build did not make stays a 404 (the page routes answer it).
 */
export const siteIconRoutes = async (server: FastifyInstance, dir: string): Promise<void> => {
  for (const { path, type } of SITE_FILES) {
    const body = await readFile(join(dir, path)).catch(() => undefined);
    if (body === undefined) continue;
    server.get(path, (_request, reply) => reply.type(type).header('cache-control', 'public, max-age=86400').send(body));
  }
};
