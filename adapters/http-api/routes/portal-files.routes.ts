import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { DeletedFileWire, EventFilesWire } from '../../../application/portal/event-files.codecs';
import { PORTAL_MESSAGES as M } from '../../../application/portal/messages';
import { PORTAL_PATHS as P } from '../../../application/portal/portal.paths';
import type { EventFileDownloads, EventFiles, ForRequest } from '../../../application/portal/portal.port';
import { idFromString } from '../../../application/portal/request.codecs';
import { respond } from '../respond';
import { contextOf, respondFile, withParams } from './portal-respond';

const EventParams = t.type({ id: idFromString('EventId', M.invalidEventId) });
const FileParams = t.type({ id: idFromString('FileId', M.invalidFileId) });

/** Photos and documents per event: lists, downloads (the bytes, not JSON) and deleting a photo. */
export const portalFilesRoutes = (files: () => ForRequest<EventFiles & EventFileDownloads>) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): EventFiles & EventFileDownloads => files().forRequest(contextOf(request));
  const event = withParams(EventParams);
  const file = withParams(FileParams);

  server.get(P.photos, (request, reply) => respond(reply, pipe(event(request, ({ id }) => of(request).photos(id)), TE.map(EventFilesWire.encode))));
  server.get(P.documents, (request, reply) =>
    respond(reply, pipe(event(request, ({ id }) => of(request).documents(id)), TE.map(EventFilesWire.encode))),
  );
  server.get(P.downloadPhoto, (request, reply) => respondFile(reply, file(request, ({ id }) => of(request).download('photo', id))));
  server.get(P.downloadDocument, (request, reply) => respondFile(reply, file(request, ({ id }) => of(request).download('document', id))));
  server.post(P.deletePhoto, (request, reply) =>
    respond(reply, pipe(file(request, ({ id }) => of(request).deletePhoto(id)), TE.map(DeletedFileWire.encode))),
  );
};
