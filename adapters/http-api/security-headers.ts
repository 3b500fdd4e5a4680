import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's CSP nonce: the inline scripts of a page rendered for it carry it. */
    cspNonce: string;
  }
}

/**
 * Origins whose players a page may embed in an <iframe> (after the visitor's consent): the
 * privacy-friendly YouTube host only. One list, so an embed added later is allowed in one place.
 */
export const EMBED_ORIGINS: readonly string[] = ['https://www.youtube-nocookie.com'];

/** Where browsers send the CSP violations they block (csp-report.routes.ts logs them). */
export const CSP_REPORT_PATH = '/csp-report';

/** HSTS for a year, subdomains included (the works-council site is one). */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /**
   * Origins of the provider's other sites that embed the shared modules (SHARED_MODULE_EMBEDDERS):
   * they may read the fragments and the small cart cross-origin with the visitor's cookies, and
   * frame them. Without a list the header and footer (public HTML) are readable by any origin
   * without cookies, the cart by none, and nothing may frame them.
   */
  readonly sharedModuleEmbedders?: readonly string[];
}

/** The paths the provider's other sites embed (spec §2). */
const isSharedModule = (url: string): boolean => url.startsWith('/shared-modules/');
const PUBLIC_FRAGMENTS = new Set(['/shared-modules/footer', '/shared-modules/nav']);
/**
 * Stylesheets and fonts: an embedded fragment links them from the embedding page (a no-cors
 * load, which CORP would block). They are public and hold nothing of the visitor's.
 */
const isEmbeddableAsset = (url: string): boolean => /^\/assets\/[^?]+\.(?:css|woff2?)(?:\?|$)/.test(url);

/** Who may read a shared module cross-origin: the configured embedder that asks, else anyone for the public fragments. */
const corsFor = (request: FastifyRequest, embedders: readonly string[]): Readonly<Record<string, string>> => {
  const origin = request.headers.origin;
  if (embedders.length > 0) {
    return typeof origin === 'string' && embedders.includes(origin)
      ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
      : {};
  }
  return PUBLIC_FRAGMENTS.has(request.url.split('?')[0] ?? '') ? { 'access-control-allow-origin': '*' } : {};
};

/** Adds a token to Vary without dropping what the compressor put there. */
const varyOn = (reply: FastifyReply, token: string): void => {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' && current !== '' ? current.split(',').map((part) => part.trim()) : [];
  if (!list.some((part) => part.toLowerCase() === token)) void reply.header('vary', [...list, token].join(', '));
};

/**
 * The policy of one response. default-src 'none' and an explicit list per kind: scripts and
 * styles from this origin plus the inline ones the server wrote with the nonce (the pre-paint
 * head script, the starter, react-router's hydration data); no 'unsafe-inline' for scripts,
 * no eval. The app builds its DOM through React (CSSOM for styles), so style attributes in
 * the HTML are the one inline form allowed (style-src-attr), scripts never. Violations are
 * reported for pages only (`reported`): a browser showing another answer as a document (robots.txt,
 * a feed, JSON) runs its own viewer script there, which the policy blocks as it should; reporting
 * that would only be noise, since none of our scripts run outside pages.
 */
export const contentSecurityPolicy = (nonce: string, frameAncestors: readonly string[] = [], reported = true): string =>
  [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src 'self' ${EMBED_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    ...(reported ? [`report-uri ${CSP_REPORT_PATH}`] : []),
  ].join('; ');

/** 128 random bits, fresh per request (CSP3 asks for at least 128). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * Sends a page with the policy of the nonce its HTML carries: a kept public page keeps the
 * nonce it was rendered with (page-cache.ts says why), so its policy must name that one.
 */
export const useNonce = (reply: FastifyReply, nonce: string): FastifyReply => reply.header('content-security-policy', contentSecurityPolicy(nonce));

/**
 * The security headers of every response (pages, JSON, assets, errors, 404s), set in onSend
 * so that whatever answered (a route, the error handler, the not-found handler, a cache hit
 * before the router) gets them. A header a route chose itself (a page's CSP) is kept.
 */
export const securityHeaders = (server: FastifyInstance, { sharedModuleEmbedders = [] }: SecurityHeaderOptions = {}): void => {
  server.decorateRequest('cspNonce', '');
  server.addHook('onRequest', (request, _reply, done) => {
    request.cspNonce = newNonce();
    done();
  });
  server.addHook('onSend', (request, reply, payload, done) => {
    const shared = isSharedModule(request.url);
    if (!reply.hasHeader('content-security-policy')) {
      const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      void reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce, shared ? sharedModuleEmbedders : [], page));
    }
    // Over TLS, or behind a proxy we trust (TRUST_PROXY) that says the visitor used it.
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    void reply.header('cross-origin-opener-policy', 'same-origin');
    void reply.header('cross-origin-resource-policy', shared || isEmbeddableAsset(request.url) ? 'cross-origin' : 'same-origin');
    if (shared) {
      void reply.headers(corsFor(request, sharedModuleEmbedders));
      varyOn(reply, 'origin');
    }
    done(null, payload);
  });
};

/** SHARED_MODULE_EMBEDDERS: comma-separated origins such as https://www.example.org. */
export const embeddersFromEnv = (value: string | undefined): readonly string[] | { readonly problem: string } => {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const wrong = origins.find((origin) => !/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(origin));
  return wrong === undefined ? origins : { problem: `SHARED_MODULE_EMBEDDERS must list origins such as https://www.example.org, got "${wrong}".` };
};
