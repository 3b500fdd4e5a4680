import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ApiTokenCreatedWire, ApiTokenListWire, ApiTokenRequest, TokenIdParams } from '../../../application/admin/admin.codecs';
import { ADMIN_PATHS as P, LEXICON_DOWNLOAD_PARAM } from '../../../application/admin/admin.paths';
import type { AdminApi } from '../../../application/admin/admin.port';
import type { AdminService } from '../../../application/admin/admin.service';
import { EXPORT_CONTENT_TYPES, exportText } from '../../../application/admin/exports/export-format';
import { ExportParams, ExportQuery } from '../../../application/admin/exports/export.codecs';
import type { DownloadFilters } from '../../../application/admin/exports/download-filters';
import { ImageImportRequest } from '../../../application/admin/images/image-import.codecs';
import { LEGISLATION_MESSAGES } from '../../../application/admin/legislation/messages';
import { ADMIN_MESSAGES } from '../../../application/admin/messages';
import { AuditListWire, AuditLogQuery } from '../../../application/audit/audit.codecs';
import { CACHE_PATHS } from '../../../application/cache/cache-admin.port';
import { CacheNameParams } from '../../../application/cache/cache.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import { forbidden, invalid, notFound, type AppError } from '../../../domain/errors/app-error';
import { FORM_CONTENT_TYPE } from '../../../application/http/page-form';
import type { CacheClearWire } from '../../../application/cache/cache.codecs';
import { errorResponse } from '../error-response';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';
import { refuse } from '../access-gate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin API for the admin the guard let through; null on other routes. */
    admin: AdminApi | null;
  }
}

/** Imports may be large files: a lexicon of 20 000 entries, a law of 1 000 norms. */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const LEXICON_CSV_EMPTY = 'Bitte senden Sie die CSV-Datei als Text (Content-Type text/csv).';

export interface AdminRouteDependencies {
  readonly admin: AdminService;
  readonly downloadFilters: DownloadFilters;
  /** The server renderer's pages; without them (no build) a browser gets the JSON answer too. */
  readonly pages?: PageResponder;
}

const sendError = (reply: FastifyReply, error: AppError): FastifyReply => {
  const { status, body, headers } = errorResponse(error);
  return reply.status(status).headers(headers).send(body);
};

const adminOf = (request: FastifyRequest): AdminApi => {
  if (request.admin === null) throw new Error(`admin route without guard: ${request.method} ${request.url}`);
  return request.admin;
};

/** Sends a stream of text: a failure before its first piece is an error answer, one later aborts the response. */
const stream = async (
  reply: FastifyReply,
  task: TE.TaskEither<AppError, AsyncIterable<string>>,
  headers: Readonly<Record<string, string>>,
): Promise<FastifyReply> => {
  const result = await task();
  if (E.isLeft(result)) return sendError(reply, result.left);
  return reply.status(200).headers(headers).send(Readable.from(result.right));
};

/** A plain form post of a page (its XSRF field was checked before the handler runs). */
const isPageForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;

const textBody = (body: unknown, message: string): E.Either<AppError, string> =>
  typeof body === 'string' && body.trim() !== '' ? E.right(body) : E.left(invalid({ body: message }, message));

/**
 * The admin area (spec §2 Admin and Exports): /manage/*, /cache/*, /obj-export/*, for site
 * admins only (application/http/route-access.ts); /manage/access-denied and /download/filter-data
 * for everyone. The access gate refuses before the body is read, so nobody else can make the
 * server parse a large upload.
 */
export const adminRoutes =
  ({ admin, downloadFilters, pages }: AdminRouteDependencies) =>
  async (server: FastifyInstance): Promise<void> => {
    server.decorateRequest('admin', null);

    /** A path that is an API and an admin page: the browser gets the page (its loader reads the same port), the rest JSON. */
    const pageOr = (request: FastifyRequest, reply: FastifyReply, api: () => Promise<FastifyReply> | FastifyReply) =>
      pages !== undefined && wantsPage(request) ? pages(request, reply) : api();
    /**
     * A clear sent by the cache page's plain form: done like the API's, then the browser goes
     * back to the list, which says what was cleared (POST-redirect-GET, no JavaScript needed).
     */
    const clearFrom = async (request: FastifyRequest, reply: FastifyReply, name: string, task: TE.TaskEither<AppError, CacheClearWire>) => {
      if (!isPageForm(request)) return respond(reply, task);
      const result = await task();
      if (E.isLeft(result)) return sendError(reply, result.left);
      return reply.redirect(`${CACHE_PATHS.list}?geleert=${encodeURIComponent(name)}`, 303);
    };

    // The access gate (access-gate.ts) let only admins through to this scope: here they get their API.
    const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<undefined> => {
      void reply.header('cache-control', 'no-store');
      if (request.adminPrincipal === null) throw new Error(`admin route without the gate: ${request.method} ${request.url}`);
      request.admin = admin.forAdmin(request.adminPrincipal, request.ip);
      return undefined;
    };

    // Where the gate sends a logged-in browser without the admin role; called directly, it refuses the same way.
    server.get(P.accessDenied, (request, reply) => refuse(request, reply, forbidden(ADMIN_MESSAGES.accessDenied), pages));
    server.get(P.downloadFilterData, (_request, reply) => respond(reply, downloadFilters.filterData()));

    await server.register((scope, _options, done) => {
      scope.addContentTypeParser(['text/csv', 'application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => {
        done(null, body);
      });
      scope.addHook('onRequest', guard);

      scope.get(CACHE_PATHS.list, (request, reply) => pageOr(request, reply, () => respond(reply, adminOf(request).listCaches())));
      scope.post(CACHE_PATHS.clearAll, (request, reply) => clearFrom(request, reply, 'alle', adminOf(request).clearAllCaches()));
      scope.post(CACHE_PATHS.clear, (request, reply) => {
        const params = decodeInput(CacheNameParams, request.params);
        if (E.isLeft(params)) return sendError(reply, params.left);
        return clearFrom(request, reply, params.right.name, adminOf(request).clearCache(params.right.name));
      });

      scope.get(P.objectExport, async (request, reply) => {
        const params = decodeInput(ExportParams, request.params);
        if (E.isLeft(params)) return sendError(reply, params.left);
        const query = decodeInput(ExportQuery, request.query);
        if (E.isLeft(query)) return sendError(reply, query.left);
        const format = query.right.format ?? 'json';
        return stream(
          reply,
          pipe(
            adminOf(request).exportObjects(params.right.kind),
            TE.map((objects) => exportText(objects, format)),
          ),
          { 'content-type': EXPORT_CONTENT_TYPES[format] },
        );
      });

      // The page for a browser's navigation; its download link (and every other caller) gets the CSV.
      scope.get(P.lexiconCsv, (request, reply) =>
        pages !== undefined && wantsPage(request) && !(LEXICON_DOWNLOAD_PARAM in (request.query as object))
          ? pages(request, reply)
          : stream(reply, adminOf(request).exportLexiconCsv(), {
              'content-type': 'text/csv; charset=utf-8; header=present',
              'content-disposition': 'attachment; filename="lexikon.csv"',
            }),
      );
      // A multipart post is the page's upload form: the page's action imports the file and shows the outcome.
      scope.post(P.lexiconCsv, { bodyLimit: IMPORT_BODY_LIMIT, config: { pageForm: true } }, (request, reply) =>
        pages !== undefined && request.body instanceof Buffer ? pages(request, reply) : respond(
          reply,
          pipe(
            TE.fromEither(textBody(request.body, LEXICON_CSV_EMPTY)),
            TE.chain((csv) => adminOf(request).importLexiconCsv(csv)),
          ),
        ),
      );
      // Pages of the tasks that are only posts for the API: a browser's GET gets the task's form.
      for (const path of [P.legislation, P.importImages, P.clearLocalData]) {
        scope.get(path, (request, reply) => (pages !== undefined && wantsPage(request) ? pages(request, reply) : sendError(reply, notFound())));
      }
      scope.post(P.legislation, { bodyLimit: IMPORT_BODY_LIMIT, config: { pageForm: true } }, (request, reply) =>
        pages !== undefined && request.body instanceof Buffer ? pages(request, reply) : respond(
          reply,
          pipe(
            TE.fromEither(textBody(request.body, LEGISLATION_MESSAGES.emptyBody)),
            TE.chain((xml) => adminOf(request).importLegislation(xml)),
          ),
        ),
      );

      scope.post(P.importImages, { config: { pageForm: true } }, (request, reply) =>
        pages !== undefined && isPageForm(request) ? pages(request, reply) : respond(
          reply,
          pipe(
            TE.fromEither(decodeInput(ImageImportRequest, request.body)),
            TE.chain(({ directory }) => adminOf(request).importImages(directory)),
          ),
        ),
      );
      scope.get(P.pdfAnalysis, (request, reply) => pageOr(request, reply, () => respond(reply, adminOf(request).pdfAnalysis())));
      scope.post(P.clearLocalData, { config: { pageForm: true } }, (request, reply) =>
        pages !== undefined && isPageForm(request) ? pages(request, reply) : respond(reply, adminOf(request).clearLocalData()),
      );

      scope.get(P.auditLog, (request, reply) =>
        pageOr(request, reply, () => {
          const query = decodeInput(AuditLogQuery, request.query);
          return E.isLeft(query) ? sendError(reply, query.left) : respond(reply, pipe(adminOf(request).auditLog(query.right), TE.map(AuditListWire.encode)));
        }),
      );

      scope.get(P.apiTokens, (request, reply) => respond(reply, pipe(adminOf(request).apiTokens(), TE.map(ApiTokenListWire.encode))));
      scope.post(P.apiTokens, (request, reply) =>
        respond(
          reply,
          pipe(
            TE.fromEither(decodeInput(ApiTokenRequest, request.body)),
            TE.chain((tokenRequest) => adminOf(request).createApiToken(tokenRequest)),
            TE.map(ApiTokenCreatedWire.encode),
          ),
        ),
      );
      scope.delete(P.apiToken, (request, reply) =>
        respond(
          reply,
          pipe(
            TE.fromEither(decodeInput(TokenIdParams, request.params)),
            TE.chain(({ tokenId }) => adminOf(request).revokeApiToken(tokenId)),
          ),
        ),
      );
      done();
    });
  };
