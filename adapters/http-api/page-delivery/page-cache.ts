import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache, CacheStats } from '../../../application/cache/cache.port';
import { PUBLIC_PAGES_CACHE } from '../../../application/cache/public-pages';
import type { Clock } from '../../../application/ports/clock';
import type { RenderedPage } from '../../../ui/entry-server';
import { MemoryLruCache } from '../../cache/memory-lru-cache';
import { useNonce } from '../security-headers';
import { bytesOf, etagOf, notModified, pickEncoding, type ContentEncoding, type EncodedBody } from '../prepared/encoded-body';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A kept page: its HTML in each encoding, compressed once when it was rendered. */
export interface CachedPage {
  readonly body: EncodedBody;
  readonly etag: string;
  /**
   * The CSP nonce its inline scripts carry, sent in the policy of every copy. Kept rather than
   * swapped per response: the page is compressed once, and replacing the nonce would mean
   * decompressing and compressing it again per visitor (the point of the cache is not to), and
   * would change the ETag on every response. Sharing it is safe: the nonce is random per
   * rendering and the kept HTML was fixed when it was rendered, so markup injected into it
   * could not have known it; someone who reads it from a kept copy can only reuse it on that
   * same kept HTML, which they cannot change. A new rendering (at most a minute later, or after
   * a clear) gets a new nonce, and every other page gets one per request.
   */
  readonly nonce: string;
}

export interface PageCacheOptions {
  readonly clock: Clock;
  /** Pages kept at once (a page is some 100 KB with its compressed forms). */
  readonly maxEntries?: number;
  /** The longest a page is kept: what it shows from the catalogue (dates still to come) is at most a minute old too. */
  readonly ttlMs?: number;
}

/** Compressed once per rendering, so harder than the per-request compressor may (brotli 9 instead of 4). */
const compressPage = async (html: string, nonce: string): Promise<CachedPage> => {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { body: { identity, br, gzip: gz }, etag: etagOf(identity), nonce };
};

/** What a page request comes to: a page to serve from the cache, or a rendering that is not kept (an error, a redirect). */
export type PageOutcome = { readonly kind: 'cached'; readonly page: CachedPage } | { readonly kind: 'rendered'; readonly page: RenderedPage };

/**
 * The public pages' HTML (public-pages.ts says which), by host, path and query. A page is
 * rendered once for all who ask at the same time, kept only when it is a 200 (never an error
 * page or a redirect), and dropped by clear(): `cache clear`, seats changing, or the clear of
 * another instance over the bus. A rendering that was under way while a clear came is served
 * but not kept: it may show what the clear was for.
 */
export class PublicPageCache implements Cache<CachedPage> {
  readonly name = PUBLIC_PAGES_CACHE;
  readonly #pages: MemoryLruCache<CachedPage>;
  readonly #inFlight = new Map<string, Promise<PageOutcome>>();
  /** Counts the clears, so a rendering begun before one is not kept after it. */
  #generation = 0;

  constructor({ clock, maxEntries = 300, ttlMs = 60_000 }: PageCacheOptions) {
    this.#pages = new MemoryLruCache({ name: PUBLIC_PAGES_CACHE, description: 'HTML der öffentlichen Seiten je Host, Pfad und Filter', maxEntries, ttlMs, clock });
  }

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, value: CachedPage, ttlMs?: number): void {
    this.#pages.set(key, value, ttlMs);
  }

  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
  }

  stats(): CacheStats {
    return this.#pages.stats();
  }

  /** The kept page, else one rendering for everyone asking meanwhile, kept when it is a 200 page. */
  obtain(key: string, render: () => Promise<RenderedPage>): Promise<PageOutcome> {
    const kept = this.#pages.get(key);
    if (kept !== undefined) return Promise.resolve({ kind: 'cached', page: kept });
    const running = this.#inFlight.get(key);
    if (running !== undefined) return running;
    const generation = this.#generation;
    const rendering = (async (): Promise<PageOutcome> => {
      const page = await render();
      if (page.kind !== 'page' || page.status !== 200) return { kind: 'rendered', page };
      const cached = await compressPage(page.html, page.nonce);
      if (generation === this.#generation) this.#pages.set(key, cached);
      return { kind: 'cached', page: cached };
    })().finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, rendering);
    return rendering;
  }
}

/** The headers of a kept page in each encoding, the same for every page but the validator. */
const PAGE_HEADERS: Readonly<Record<ContentEncoding, Readonly<Record<string, string>>>> = {
  identity: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding' },
  br: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding', 'content-encoding': 'br' },
  gzip: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'accept-encoding', 'content-encoding': 'gzip' },
};

/**
 * A kept page as it goes out: in the encoding the client takes, with its ETag (a browser that
 * revalidates its copy gets a 304), no cookie. `x-page-cache` says whether it was kept already
 * (hit) or rendered for this request (miss).
 */
export const sendCachedPage = (request: FastifyRequest, reply: FastifyReply, page: CachedPage, source: 'hit' | 'miss'): FastifyReply => {
  if (notModified(request.headers['if-none-match'], page.etag)) {
    return useNonce(reply, page.nonce).code(304).headers({ 'cache-control': 'no-cache', vary: 'accept-encoding', etag: page.etag, 'x-page-cache': source }).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding'], page.body);
  return useNonce(reply, page.nonce)
    .code(200)
    .headers(PAGE_HEADERS[encoding])
    .headers({ etag: page.etag, 'x-page-cache': source })
    .send(bytesOf(page.body, encoding));
};
