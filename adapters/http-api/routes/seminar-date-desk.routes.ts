import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { DatePostInput, EventIdParams, NewDatePostInput, ThemeSlugParams } from '../../../application/catalogue-admin/seminar-date-desk.codecs';
import { DATE_DESK_PATHS as P, type SeminarDateDesk } from '../../../application/catalogue-admin/seminar-date-desk.port';
import type { SeminarDateDeskService } from '../../../application/catalogue-admin/seminar-date-desk.service';
import { CATALOGUE_ADMIN_MESSAGES as M } from '../../../application/catalogue-admin/messages';
import { FORM_CONTENT_TYPE } from '../../../application/http/page-form';
import { decodeInput } from '../../../application/codecs/decode';
import { notFound, type AppError } from '../../../domain/errors/app-error';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back office's dates for the staff member the gate let through; null on other routes. */
    dateDesk: SeminarDateDesk | null;
  }
}

const isPageForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;

const deskOf = (request: FastifyRequest): SeminarDateDesk => {
  if (request.dateDesk === null) throw new Error(`back-office route without its desk: ${request.method} ${request.url}`);
  return request.dateDesk;
};

const eventIdOf = (params: unknown): E.Either<AppError, number> =>
  pipe(
    decodeInput(EventIdParams, params),
    E.chain(({ eventId }) => (/^\d{1,9}$/.test(eventId) ? E.right(Number(eventId)) : E.left(notFound(M.unknownEvent)))),
  );

/**
 * The back office's seminar dates (staff and site admins, route-access.ts): a seminar's new
 * date and one date's page. Each path is the page for a browser (its loader and its plain form
 * post go through the page renderer, which reads the same desk) and JSON for the proxy.
 */
export const seminarDateDeskRoutes = (desk: SeminarDateDeskService, pages?: PageResponder) => async (server: FastifyInstance): Promise<void> => {
  server.decorateRequest('dateDesk', null);
  await server.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // The gate admitted a staff session (route-access.ts): its user is the editor.
      const userId = sessionOf(request).current().stored?.userId;
      if (userId === undefined || userId === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
      request.dateDesk = desk.forEditor({ userId, via: 'session' }, request.ip);
    });
    const pageOr = (request: FastifyRequest, reply: FastifyReply, api: () => Promise<FastifyReply>) =>
      pages !== undefined && (wantsPage(request) || (request.method === 'POST' && isPageForm(request))) ? pages(request, reply) : api();

    scope.get(P.newDate, (request, reply) =>
      pageOr(request, reply, () => respond(reply, pipe(TE.fromEither(decodeInput(ThemeSlugParams, request.params)), TE.chain(({ slug }) => deskOf(request).newDate(slug))))),
    );
    scope.post(P.newDate, { config: { pageForm: true } }, (request, reply) =>
      pageOr(request, reply, () =>
        respond(
          reply,
          pipe(
            TE.fromEither(decodeInput(ThemeSlugParams, request.params)),
            TE.chain(({ slug }) =>
              pipe(
                TE.fromEither(decodeInput(NewDatePostInput, request.body)),
                TE.chain(({ modules, ...fields }) => deskOf(request).createDate(slug, fields, modules)),
              ),
            ),
          ),
        ),
      ),
    );
    scope.get(P.date, (request, reply) => pageOr(request, reply, () => respond(reply, pipe(TE.fromEither(eventIdOf(request.params)), TE.chain((eventId) => deskOf(request).date(eventId))))));
    scope.post(P.date, { config: { pageForm: true } }, (request, reply) =>
      pageOr(request, reply, () =>
        respond(
          reply,
          pipe(
            TE.fromEither(eventIdOf(request.params)),
            TE.chain((eventId) =>
              pipe(
                TE.fromEither(decodeInput(DatePostInput, request.body)),
                TE.chain<AppError, DatePostInput, unknown>(({ intent, modules, ...fields }) =>
                  intent === 'absagen' ? deskOf(request).cancelDate(eventId) : deskOf(request).changeDate(eventId, fields, modules),
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

