import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { HotelIdParams, VenueFieldsInput, VenuePostInput } from '../../../application/catalogue-admin/venue-desk.codecs';
import { VENUE_DESK_PATHS as P, type VenueDesk } from '../../../application/catalogue-admin/venue-desk.port';
import { VENUE_DESK_MESSAGES, type VenueDeskService } from '../../../application/catalogue-admin/venue-desk.service';
import { decodeInput } from '../../../application/codecs/decode';
import { FILE_FORM_CONTENT_TYPE, FORM_CONTENT_TYPE } from '../../../application/http/page-form';
import { notFound, type AppError } from '../../../domain/errors/app-error';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The back office's venues for the staff member the gate let through; null on other routes. */
    venueDesk: VenueDesk | null;
  }
}

/** A plain form post of the pages: its fields, or (a venue's picture) a file as multipart. */
const isPageForm = (request: FastifyRequest): boolean =>
  [FORM_CONTENT_TYPE, FILE_FORM_CONTENT_TYPE].includes((request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '');

/**
 * A venue's picture may be up to 10 MB (image-import.service.ts): its post, as multipart or as
 * the proxy's base64 JSON, may be that much larger; the use case names a file too large.
 */
const IMAGE_BODY_LIMIT = 16 * 1024 * 1024;

const postTo = (desk: VenueDesk, hotelId: number, post: VenuePostInput): TE.TaskEither<AppError, unknown> => {
  if (post.intent === 'bild') return desk.putImage(hotelId, { fileName: post.fileName, bytes: new Uint8Array(Buffer.from(post.base64, 'base64')) });
  if (post.intent === 'bild-entfernen') return desk.removeImage(hotelId);
  const { intent: _intent, ...fields } = post;
  return desk.changeVenue(hotelId, fields);
};

const deskOf = (request: FastifyRequest): VenueDesk => {
  if (request.venueDesk === null) throw new Error(`back-office route without its desk: ${request.method} ${request.url}`);
  return request.venueDesk;
};

const hotelIdOf = (params: unknown): E.Either<AppError, number> =>
  pipe(
    decodeInput(HotelIdParams, params),
    E.chain(({ hotelId }) => (/^\d{1,9}$/.test(hotelId) ? E.right(Number(hotelId)) : E.left(notFound(VENUE_DESK_MESSAGES.unknownVenue)))),
  );

/** The back office's venues (staff, route-access.ts): the list, a new venue and one venue with its picture, a page for a browser and JSON for the proxy. */
export const venueDeskRoutes = (desk: VenueDeskService, pages?: PageResponder) => async (server: FastifyInstance): Promise<void> => {
  server.decorateRequest('venueDesk', null);
  await server.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const userId = sessionOf(request).current().stored?.userId;
      if (userId === undefined || userId === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
      request.venueDesk = desk.forEditor({ userId, via: 'session' }, request.ip);
    });
    const pageOr = (request: FastifyRequest, reply: FastifyReply, api: () => Promise<FastifyReply>) =>
      pages !== undefined && (wantsPage(request) || (request.method === 'POST' && isPageForm(request))) ? pages(request, reply) : api();

    scope.get(P.list, (request, reply) => pageOr(request, reply, () => respond(reply, deskOf(request).venues())));
    scope.get(P.newVenue, (request, reply) => pageOr(request, reply, () => respond(reply, deskOf(request).newVenue())));
    scope.post(P.newVenue, { config: { pageForm: true } }, (request, reply) =>
      pageOr(request, reply, () => respond(reply, pipe(TE.fromEither(decodeInput(VenueFieldsInput, request.body)), TE.chain((fields) => deskOf(request).createVenue(fields))))),
    );
    scope.get(P.venue, (request, reply) => pageOr(request, reply, () => respond(reply, pipe(TE.fromEither(hotelIdOf(request.params)), TE.chain((id) => deskOf(request).venue(id))))));
    scope.post(P.venue, { bodyLimit: IMAGE_BODY_LIMIT, config: { pageForm: true } }, (request, reply) =>
      pageOr(request, reply, () =>
        respond(
          reply,
          pipe(
            TE.fromEither(hotelIdOf(request.params)),
            TE.chain((id) => pipe(TE.fromEither(decodeInput(VenuePostInput, request.body)), TE.chain((post) => postTo(deskOf(request), id, post)))),
          ),
        ),
      ),
    );
    done();
  });
};
