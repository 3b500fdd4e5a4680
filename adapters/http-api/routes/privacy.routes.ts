import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AuditLogService } from '../../../application/audit/audit-log.service';
import { decodeInput } from '../../../application/codecs/decode';
import type { ForRequest } from '../../../application/portal/portal.port';
import type { AccountPrivacyDownloads } from '../../../application/privacy/account-privacy.port';
import type { DataExports } from '../../../application/privacy/data-exports';
import { AccountDeletedWire, DataExportDownloadRequest, DataExportRequestedWire, DeleteAccountRequest, StaffExportRequest } from '../../../application/privacy/privacy.codecs';
import { DATA_EXPORT_FORM_PATH, MANAGE_PRIVACY_PATH, PRIVACY_PATHS as P } from '../../../application/privacy/privacy.paths';
import type { DownloadedFile } from '../../../application/portal/event-files.codecs';
import type { AppError } from '../../../domain/errors/app-error';
import { errorPageHtml, readsErrorAsPage } from '../error-page';
import { errorResponse } from '../error-response';
import { respond } from '../respond';
import { sessionOf } from '../session/install-sessions';
import { contextOf, respondFile, withBody } from './portal-respond';

export interface PrivacyRouteDependencies {
  readonly privacy: ForRequest<AccountPrivacyDownloads>;
  readonly exports: () => Pick<DataExports, 'forAddress'>;
  readonly audit: () => Pick<AuditLogService, 'record'>;
}

/**
 * A refused download from a page's plain form (the ZIP is a file, so no router answers it): the
 * German message as a page with the status and a link back to the form; scripts keep the JSON.
 */
const refuseDownload = (request: FastifyRequest, reply: FastifyReply, error: AppError, backPath: string): FastifyReply => {
  const { status, body, headers } = errorResponse(error);
  if (!readsErrorAsPage(request)) return reply.status(status).headers(headers).send(body);
  const message = error._tag === 'Invalid' ? Object.values(error.fieldErrors).join(' ') || error.message : error.message;
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorPageHtml({ title: 'Keine Datenauskunft', message, retryPath: backPath, nonce: request.cspNonce }));
};

/** The ZIP as an attachment, or the refusal as refuseDownload gives it. */
const sendDownload = async (request: FastifyRequest, reply: FastifyReply, task: TE.TaskEither<AppError, DownloadedFile>, backPath: string) => {
  const file = await task();
  return E.isLeft(file) ? refuseDownload(request, reply, file.left, backPath) : respondFile(reply, TE.right(file.right));
};

/** The fields of a page's plain form post (urlencoded text), or a JSON body as it came. */
const fieldsOf = (body: unknown): unknown => (typeof body === 'string' ? Object.fromEntries(new URLSearchParams(body)) : body);

/** meinifb's data access and account deletion, and the back office's access requests by address. */
export const privacyRoutes =
  ({ privacy, exports, audit }: PrivacyRouteDependencies) =>
  (server: FastifyInstance) => {
    const of = (request: FastifyRequest): AccountPrivacyDownloads => privacy.forRequest(contextOf(request));
    server.post(P.requestExport, (request, reply) => respond(reply, pipe(of(request).requestDataExport(), TE.map(DataExportRequestedWire.encode))));
    server.post(P.downloadExport, (request, reply) =>
      sendDownload(request, reply, withBody(DataExportDownloadRequest, fieldsOf(request.body), (body) => of(request).downloadDataExport(body)), DATA_EXPORT_FORM_PATH),
    );
    server.post(P.deleteAccount, (request, reply) =>
      respond(reply, pipe(withBody(DeleteAccountRequest, request.body, (body) => of(request).deleteAccount(body)), TE.map(AccountDeletedWire.encode))),
    );
    server.post(P.staffExport, async (request, reply) => {
      const body = decodeInput(StaffExportRequest, fieldsOf(request.body));
      const file = E.isLeft(body) ? body : await exports().forAddress(body.right.email ?? '');
      if (E.isLeft(file)) return refuseDownload(request, reply, file.left, MANAGE_PRIVACY_PATH);
      // The access gate let only staff's sessions in. Answering an access request is a staff
      // action like any other: who, for whom, what was handed out.
      const staffId = sessionOf(request).current().stored?.userId ?? null;
      if (staffId !== null && E.isRight(body)) {
        await audit().record(staffId, { address: request.ip, via: 'session' }, 'privacy.access-request', (body.right.email ?? '').trim(), {
          file: file.right.fileName,
          bytes: file.right.content.byteLength,
        });
      }
      return respondFile(reply, TE.right(file.right));
    });
  };
