import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginCallback, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '../../application/http/error-body.codec';
import { errorPageHtml, readsErrorAsPage } from './error-page';
import { DATABASE_BUSY_MESSAGE, errorResponse, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-response';
import { withRedaction } from './session/log-redaction';
import { siteForHost, type Site, type SiteHosts } from '../../domain/site/site';
import { invalid, notFound, unavailable, UNEXPECTED_ERROR_MESSAGE } from '../../domain/errors/app-error';
import type { Lifecycle } from './graceful-shutdown';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers';
import { answerClientError } from './client-error';
import { routeAccessOf } from '../../application/http/route-access';
import { isDatabaseBusy } from '../db/transient-failure';

/**
 * A failure a browser shows as the next page (a page it opened, a form it posted without
 * JavaScript) is answered with a German page, not the JSON the proxies read; a GET links back to
 * the same address, a form post only home (reloading would post again).
 */
const sendErrorPage = (request: FastifyRequest, reply: FastifyReply, title: string, message: string): FastifyReply =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorPageHtml({ title, message, retryPath: request.method === 'GET' ? request.url : undefined, nonce: request.cspNonce }));

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
  interface FastifyInstance {
    /** Every route the server declares, in registration order (the fuzz and access tests walk it). */
    readonly routeTable: readonly DeclaredRoute[];
  }
}

/** One method on one path, as registered (Fastify's own HEAD twins of GET routes included). */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly config: Readonly<Record<string, unknown>>;
}

export interface ServerOptions {
  readonly hosts: SiteHosts;
  /** Answers whether the database is reachable, for /readyz. */
  readonly isReady: () => Promise<boolean>;
  readonly logger?: FastifyServerOptions['logger'];
  readonly bodyLimitBytes?: number;
  /** Set to draining on SIGTERM: /readyz then answers 503 so the balancer stops sending requests. */
  readonly lifecycle?: Lifecycle;
  /**
   * Fastify's trustProxy (TRUST_PROXY): whom to believe X-Forwarded-Proto/-For from. Only then
   * does a request that reached a TLS-terminating proxy count as https (HSTS, Secure cookies).
   */
  readonly trustProxy?: boolean | string;
  readonly security?: SecurityHeaderOptions;
  /** OpenTelemetry's Fastify instrumentation (adapters/observability/tracing.ts), registered before anything else. */
  readonly tracing?: FastifyPluginCallback;
  /** Refuse requests while the process is overloaded (LOAD_SHEDDING_*); off when not given. */
  readonly loadShedding?: LoadShedding;
}

/** When the server sheds load: 0 switches a limit off. */
export interface LoadShedding {
  /** Mean event-loop delay over a sample, in milliseconds. */
  readonly maxEventLoopDelayMs: number;
  /** V8 heap in use, in bytes. */
  readonly maxHeapUsedBytes: number;
  /** How often the process is measured (default every second). */
  readonly sampleIntervalMs?: number;
}

/** What a refused caller reads while the server sheds load. */
export const OVERLOADED_MESSAGE = 'Der Server ist gerade überlastet. Bitte versuchen Sie es in wenigen Sekunden erneut.';

/** The health routes answer under pressure too: /readyz says so itself (HAProxy takes the instance out), /healthz says the process lives. */
const EXEMPT_FROM_SHEDDING = { pressureHandler: () => undefined };

const DEFAULT_BODY_LIMIT = 256 * 1024;

/** A form post larger than its route takes: said on a page, since a browser without JavaScript shows the answer as it is. */
export const TOO_LARGE_FORM_MESSAGE =
  'Die gesendete Datei ist zu groß. Es wurde nichts gespeichert. Bitte wählen Sie eine kleinere Datei (Bilder höchstens 10 MB, Importdateien höchstens 32 MB) und senden Sie das Formular erneut.';

/**
 * Text that shrinks well: pages, JSON, styles, scripts, XML (sitemaps, feeds). NDJSON exports are
 * left out on purpose: a compressor holds back their lines until its buffer fills, and their
 * readers process them line by line as they arrive.
 */
const COMPRESSIBLE = /^(?:text\/html|application\/json|text\/css|(?:application|text)\/javascript|(?:application|text)\/xml|application\/[\w.-]+\+xml|image\/svg\+xml)\b/;

/** German messages for the failures Fastify itself detects before a route runs. */
const frameworkError = (error: FastifyError): ErrorBody & { status: number } => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, error: 'payload_too_large', message: 'Die Anfrage ist zu groß.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, error: 'unsupported_media_type', message: 'Dieses Datenformat wird nicht unterstützt.' };
    default:
      return {
        status: 400,
        error: 'bad_request',
        message: 'Die Anfrage konnte nicht gelesen werden. Bitte prüfen Sie das Format (JSON).',
      };
  }
};

/** Whether a URL or a raw form body holds a NUL character, also as %00. */
const encodesNul = (text: string): boolean => text.includes('\u0000') || text.includes('%00');

/**
 * Whether a parsed JSON body holds a NUL character in a key or a string; walked without
 * recursion, as a hostile body may be nested thousands deep. Uploaded files (buffers) may hold NULs.
 */
const holdsNul = (body: unknown): boolean => {
  const pending: unknown[] = [body];
  for (let value = pending.pop(); pending.length > 0 || value !== undefined; value = pending.pop()) {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) pending.push(...(value as unknown[]));
    // A streamed upload (the catalogue import) is read by its use case, whose rules refuse a NUL in any field.
    else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Readable)) {
      for (const [key, v] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(v);
      }
    }
  }
  return false;
};

/** The Fastify instance with the cross-cutting behaviour; feature routes are registered on it. */
export const createServer = (options: ServerOptions): FastifyInstance => {
  const server = Fastify({
    logger: withRedaction(options.logger),
    bodyLimit: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler: answerClientError,
  });

  if (options.tracing !== undefined) {
    void server.register(options.tracing);
    // The request's own log lines (Fastify's "request completed" among them) carry its trace.
    server.addHook('onRequest', (request, reply, done) => {
      const { span } = request.opentelemetry();
      if (span !== null) {
        const { traceId, spanId } = span.spanContext();
        request.log = request.log.child({ trace_id: traceId, span_id: spanId });
        reply.log = request.log;
      }
      done();
    });
  }

  // Registered first so its hooks cover every route; brotli stays at the plugin's fast default
  // quality, since pages are compressed per request. Built assets come precompressed from disk
  // (br, gzip), and an answer with a content-encoding is left alone. No deflate: every browser
  // that accepts it accepts gzip, and offering it would compress the assets per request again
  // for a client that asked for deflate alone.
  void server.register(fastifyCompress, { customTypes: COMPRESSIBLE, encodings: ['br', 'gzip'] });

  // Before any route or hook that answers, so every response carries them.
  securityHeaders(server, options.security);

  // Ahead of the sessions and the page cache: a refused request costs next to nothing.
  if (options.loadShedding !== undefined) {
    void server.register(underPressure, {
      maxEventLoopDelay: options.loadShedding.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.loadShedding.maxHeapUsedBytes,
      sampleInterval: options.loadShedding.sampleIntervalMs ?? 1000,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }

  // Collected before any route exists, so the table is the server's own and grows with it.
  const routeTable: DeclaredRoute[] = [];
  server.decorate('routeTable', routeTable);
  server.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Who may call it, from the one table (application/http/route-access.ts); the access gate reads it.
    route.config = { ...route.config, access: route.config?.access ?? routeAccessOf(methods[0] ?? '', route.url) };
    const config = route.config as Readonly<Record<string, unknown>>;
    for (const method of methods) routeTable.push({ method, url: route.url, config });
  });

  server.decorateRequest('site', 'main');
  server.addHook('onRequest', async (request, reply) => {
    request.site = siteForHost(request.headers.host, options.hosts);
    void reply.header('x-request-id', request.id);
  });

  // PostgreSQL text cannot hold a NUL character: a query or a JSON or form field with one would
  // fail deep in a repository (a 503). No person types one, so the request is refused up front.
  server.addHook('preValidation', async (request, reply) => {
    if (!encodesNul(request.url) && !(typeof request.body === 'string' ? encodesNul(request.body) : holdsNul(request.body))) return;
    const { status, body } = errorResponse(invalid({}, 'Die Anfrage enthält ein unzulässiges Steuerzeichen.'));
    return reply.status(status).send(body);
  });

  server.setErrorHandler((error: FastifyError, request, reply) => {
    // Load shedding (@fastify/under-pressure): a German page for a browser, the error shape for a caller.
    if (error.code === 'FST_UNDER_PRESSURE') {
      const overloaded = errorResponse(unavailable(OVERLOADED_MESSAGE));
      if (readsErrorAsPage(request)) return sendErrorPage(request, reply.status(overloaded.status).headers(overloaded.headers), 'Gerade überlastet', OVERLOADED_MESSAGE);
      return reply.status(overloaded.status).headers(overloaded.headers).send(overloaded.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { status: mapped, ...body } = frameworkError(error);
      // A form posted without JavaScript (a picture, an import file) that is too large: a page that leads back to the form.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && readsErrorAsPage(request)) {
        return reply
          .status(mapped)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(errorPageHtml({ title: 'Datei zu groß', message: TOO_LARGE_FORM_MESSAGE, retryPath: request.url, retryLabel: 'Zurück zum Formular', nonce: request.cspNonce }));
      }
      return reply.status(mapped).send(body);
    }
    // Thrown where no use case turned it into a value (a session read in a hook): still an
    // overload to retry, not a bug.
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      const busy = errorResponse(unavailable(DATABASE_BUSY_MESSAGE));
      if (readsErrorAsPage(request)) return sendErrorPage(request, reply.status(busy.status).headers(busy.headers), 'Gerade ausgelastet', DATABASE_BUSY_MESSAGE);
      return reply.status(busy.status).headers(busy.headers).send(busy.body);
    }
    request.log.error({ err: error }, 'unexpected error');
    const { body } = errorResponse(unavailable(UNEXPECTED_ERROR_MESSAGE));
    if (readsErrorAsPage(request)) return sendErrorPage(request, reply.status(500), 'Ein Fehler ist aufgetreten', UNEXPECTED_ERROR_MESSAGE);
    return reply.status(500).send({ ...body, error: 'internal' });
  });

  server.setNotFoundHandler((_request, reply) => {
    const { status, body } = errorResponse(notFound());
    return reply.status(status).send(body);
  });

  server.get('/healthz', { config: EXEMPT_FROM_SHEDDING }, () => ({ status: 'ok' }));
  server.get('/readyz', { config: EXEMPT_FROM_SHEDDING }, async (_request, reply) => {
    if (options.lifecycle?.draining === true) {
      return reply.status(503).send(errorResponse(unavailable('Der Server wird gerade beendet.')).body);
    }
    if (server.hasDecorator('isUnderPressure') && server.isUnderPressure()) {
      const overloaded = errorResponse(unavailable(OVERLOADED_MESSAGE));
      return reply.status(overloaded.status).headers(overloaded.headers).send(overloaded.body);
    }
    const ready = await options.isReady();
    return ready
      ? { status: 'ok' }
      : reply.status(503).send(errorResponse(unavailable('Die Datenbank antwortet nicht.')).body);
  });

  return server;
};

