import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import { EXPORT_CONTENT_TYPES, exportText } from '../../../application/admin/exports/export-format';
import { CATALOGUE_ADMIN_PATHS as P, DRY_RUN_PARAM } from '../../../application/catalogue-admin/catalogue-admin.paths';
import type { CatalogueAdminApi } from '../../../application/catalogue-admin/catalogue-admin.port';
import type { CatalogueAdminService } from '../../../application/catalogue-admin/catalogue-admin.service';
import { CATALOGUE_ADMIN_MESSAGES } from '../../../application/catalogue-admin/messages';
import { invalid } from '../../../domain/errors/app-error';
import { errorResponse } from '../error-response';
import { respond } from '../respond';

/** What an upload of the import may come as: the CLI sends text/csv; the bytes are read as they arrive. */
const UPLOAD_TYPES = ['text/csv', 'application/octet-stream'];

const editorOf = (service: CatalogueAdminService, request: FastifyRequest): CatalogueAdminApi => {
  if (request.adminPrincipal === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
  return service.forEditor(request.adminPrincipal, request.ip);
};

const isUpload = (body: unknown): body is Readable => body instanceof Readable;

/**
 * The back office's catalogue for the CLI: the export as NDJSON (the CLI writes CSV or JSON of
 * it) and the import of a CSV upload, streamed both ways. Staff and site admins only (the access
 * gate, route-access.ts), the CLI with a site admin's API token too.
 */
export const catalogueAdminRoutes = (service: CatalogueAdminService) => async (server: FastifyInstance): Promise<void> => {
  await server.register((scope, _options, done) => {
    // The upload stays a stream: 10 000 rows are read row by row, never held whole.
    scope.addContentTypeParser(UPLOAD_TYPES, (_request, payload, parsed) => {
      parsed(null, payload);
    });
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    scope.get(P.export, async (request, reply) => {
      const records = await editorOf(service, request).exportDates()();
      if (E.isLeft(records)) {
        const { status, body, headers } = errorResponse(records.left);
        return reply.status(status).headers(headers).send(body);
      }
      return reply.status(200).header('content-type', EXPORT_CONTENT_TYPES.ndjson).send(Readable.from(exportText(records.right, 'ndjson')));
    });

    scope.post(P.import, (request, reply) => {
      const dryRun = (request.query as Record<string, unknown>)[DRY_RUN_PARAM] === '1';
      if (!isUpload(request.body)) {
        const { status, body, headers } = errorResponse(invalid({ datei: CATALOGUE_ADMIN_MESSAGES.bodyExpected }, CATALOGUE_ADMIN_MESSAGES.bodyExpected));
        return reply.status(status).headers(headers).send(body);
      }
      return respond(reply, editorOf(service, request).importDates(request.body, { dryRun }));
    });
    done();
  });
};
