import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { decodeInput } from '../../../application/codecs/decode';
import { FORM_CONTENT_TYPE } from '../../../application/http/page-form';
import { AttendanceInput, EventIdParams, ParticipantListFileParams, ParticipantListWire } from '../../../application/participants/participant-list.codecs';
import type { ParticipantLists } from '../../../application/participants/participant-list.port';
import type { ParticipantListService } from '../../../application/participants/participant-list.service';
import { PARTICIPANT_PATHS as P } from '../../../application/participants/participants.paths';
import type { AppError } from '../../../domain/errors/app-error';
import { contentDisposition } from '../content-disposition';
import { errorResponse } from '../error-response';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';

export interface ParticipantRouteDependencies {
  readonly lists: ParticipantListService;
  readonly pages?: PageResponder | undefined;
}

const listsOf = (lists: ParticipantListService, request: FastifyRequest): ParticipantLists => {
  if (request.adminPrincipal === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
  return lists.forStaff(request.adminPrincipal, request.ip);
};

const isPageForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;

const eventIdOf = (request: FastifyRequest): TE.TaskEither<AppError, number> =>
  TE.fromEither(pipe(decodeInput(EventIdParams, request.params), E.map(({ eventId }) => eventId)));

/**
 * A date's participant list (/manage/termine/:eventId/teilnehmer): staff's page for a browser
 * and JSON otherwise; its plain form post records attendance (works without JavaScript); its
 * files are the PDF for the trainer, CSV for German Excel and XLSX (the CLI downloads them too).
 */
export const participantRoutes =
  ({ lists, pages }: ParticipantRouteDependencies) =>
  async (server: FastifyInstance): Promise<void> => {
    const pageOr = (request: FastifyRequest, reply: FastifyReply, api: () => Promise<FastifyReply>) =>
      pages !== undefined && (wantsPage(request) || (request.method === 'POST' && isPageForm(request))) ? pages(request, reply) : api();

    await server.register((scope, _options, done) => {
      scope.addHook('onRequest', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      scope.get(P.list, (request, reply) =>
        pageOr(request, reply, () => respond(reply, pipe(eventIdOf(request), TE.chain((id) => listsOf(lists, request).list(id)), TE.map(ParticipantListWire.encode)))),
      );
      scope.post(P.list, { config: { pageForm: true } }, (request, reply) =>
        pageOr(request, reply, () =>
          respond(
            reply,
            pipe(
              eventIdOf(request),
              TE.chain((id) => pipe(TE.fromEither(decodeInput(AttendanceInput, request.body)), TE.chain((attendance) => listsOf(lists, request).recordAttendance(id, attendance)))),
              TE.map(ParticipantListWire.encode),
            ),
          ),
        ),
      );
      scope.get(P.file, async (request, reply) => {
        const params = decodeInput(ParticipantListFileParams, request.params);
        const file = E.isLeft(params) ? params : await listsOf(lists, request).file(params.right.eventId, params.right.file)();
        if (E.isLeft(file)) {
          const { status, body, headers } = errorResponse(file.left);
          return reply.status(status).headers(headers).send(body);
        }
        return reply
          .status(200)
          .header('content-type', file.right.contentType)
          .header('content-disposition', contentDisposition('attachment', file.right.filename))
          .send(Buffer.from(file.right.content));
      });
      done();
    });
  };
