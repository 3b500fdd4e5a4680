import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ConferenceIdParams, ConferencePostInput } from '../../../application/catalogue-admin/conference-desk.codecs';
import { CONFERENCE_DESK_PATHS as P, type ConferenceDesk } from '../../../application/catalogue-admin/conference-desk.port';
import { CONFERENCE_DESK_MESSAGES, type ConferenceDeskService } from '../../../application/catalogue-admin/conference-desk.service';
import { decodeInput } from '../../../application/codecs/decode';
import { FORM_CONTENT_TYPE } from '../../../application/http/page-form';
import { notFound, type AppError } from '../../../domain/errors/app-error';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back office's Fachtagungen for the staff member the gate let through; null on other routes. */
    conferenceDesk: ConferenceDesk | null;
  }
}

const isPageForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;

const deskOf = (request: FastifyRequest): ConferenceDesk => {
  if (request.conferenceDesk === null) throw new Error(`back-office route without its desk: ${request.method} ${request.url}`);
  return request.conferenceDesk;
};

const conferenceIdOf = (params: unknown): E.Either<AppError, number> =>
  pipe(
    decodeInput(ConferenceIdParams, params),
    E.chain(({ conferenceId }) => (/^\d{1,9}$/.test(conferenceId) ? E.right(Number(conferenceId)) : E.left(notFound(CONFERENCE_DESK_MESSAGES.unknownConference)))),
  );

/** The back office's Fachtagungen (staff, route-access.ts): the list and one Fachtagung, a page for a browser and JSON for the proxy. */
export const conferenceDeskRoutes = (desk: ConferenceDeskService, pages?: PageResponder) => async (server: FastifyInstance): Promise<void> => {
  server.decorateRequest('conferenceDesk', null);
  await server.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const userId = sessionOf(request).current().stored?.userId;
      if (userId === undefined || userId === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
      request.conferenceDesk = desk.forEditor({ userId, via: 'session' }, request.ip);
    });
    const pageOr = (request: FastifyRequest, reply: FastifyReply, api: () => Promise<FastifyReply>) =>
      pages !== undefined && (wantsPage(request) || (request.method === 'POST' && isPageForm(request))) ? pages(request, reply) : api();

    scope.get(P.list, (request, reply) => pageOr(request, reply, () => respond(reply, deskOf(request).conferences())));
    scope.get(P.conference, (request, reply) =>
      pageOr(request, reply, () => respond(reply, pipe(TE.fromEither(conferenceIdOf(request.params)), TE.chain((id) => deskOf(request).conference(id))))),
    );
    scope.post(P.conference, { config: { pageForm: true } }, (request, reply) =>
      pageOr(request, reply, () =>
        respond(
          reply,
          pipe(
            TE.fromEither(conferenceIdOf(request.params)),
            TE.chain((id) =>
              pipe(
                TE.fromEither(decodeInput(ConferencePostInput, request.body)),
                TE.chain<AppError, ConferencePostInput, unknown>(({ intent, ...fields }) =>
                  intent === 'absagen' ? deskOf(request).cancelConference(id) : deskOf(request).changeConference(id, fields),
                ),
              ),
            ),
          ),
        ),
      ),
    );
    done();
  });
};
