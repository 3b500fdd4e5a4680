import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../../domain/errors/app-error';
import { errorResponse } from '../error-response';
import { bytesOf, etagOf, notModified, pickEncoding, type ContentEncoding, type EncodedBody } from './encoded-body';

/** The types of what a Vite build puts under assets/; anything else goes out as bytes. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Their names carry a content hash: a new build makes new names, so a copy never needs asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One built file with the headers of each of its encodings worked out once, at start. */
interface PreparedAsset {
  readonly body: EncodedBody;
  readonly headers: Readonly<Record<ContentEncoding, Readonly<Record<string, string>>>>;
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
  readonly etag: string;
}

const PRECOMPRESSED = /\.(?:br|gz)$/;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

const prepare = async (path: string): Promise<PreparedAsset> => {
  const optional = (suffix: string) => readFile(`${path}${suffix}`).catch(() => undefined);
  const [identity, br, gzip] = await Promise.all([readFile(path), optional('.br'), optional('.gz')]);
  const body: EncodedBody = { identity, ...(br === undefined ? {} : { br }), ...(gzip === undefined ? {} : { gzip }) };
  const etag = etagOf(identity);
  const common = { 'cache-control': IMMUTABLE, vary: 'accept-encoding', etag };
  const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  return {
    body,
    etag,
    notModifiedHeaders: common,
    headers: {
      identity: { ...common, 'content-type': type },
      br: { ...common, 'content-type': type, 'content-encoding': 'br' },
      gzip: { ...common, 'content-type': type, 'content-encoding': 'gzip' },
    },
  };
};

/** Every built asset by its URL path (/assets/…), read once: a few hundred KB with their compressed forms. */
export const loadPreparedAssets = async (dir: string, prefix = '/assets/'): Promise<ReadonlyMap<string, PreparedAsset>> => {
  const files = (await filesUnder(dir).catch(() => [])).filter((path) => !PRECOMPRESSED.test(path));
  const prepared = await Promise.all(files.map(async (path) => [`${prefix}${relative(dir, path).split(sep).join('/')}`, await prepare(path)] as const));
  return new Map(prepared);
};

const sendPrepared = (request: FastifyRequest, reply: FastifyReply, asset: PreparedAsset): FastifyReply => {
  if (notModified(request.headers['if-none-match'], asset.etag)) return reply.code(304).headers(asset.notModifiedHeaders).send();
  const encoding = pickEncoding(request.headers['accept-encoding'], asset.body);
  return reply.code(200).headers(asset.headers[encoding]).send(bytesOf(asset.body, encoding));
};

/**
 * The built assets under /assets/, answered from memory: the bytes in the encoding the client
 * takes (brotli and gzip made at build, never per request), immutable caching, an ETag for the
 * rare revalidation (304). No session and no compression hook runs for them: an asset is the
 * same for everyone and already as small as it gets. An unknown name is a plain 404.
 */
export const preparedAssetRoutes = async (server: FastifyInstance, dir: string): Promise<void> => {
  const assets = await loadPreparedAssets(dir);
  server.get('/assets/*', { config: { withoutSession: true }, compress: false }, (request, reply) => {
    const asset = assets.get(request.url.split('?')[0] ?? '');
    if (asset !== undefined) return sendPrepared(request, reply, asset);
    const { status, body } = errorResponse(notFound());
    return reply.code(status).send(body);
  });
};
