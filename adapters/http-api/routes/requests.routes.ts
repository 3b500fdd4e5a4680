import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { decodeInput } from '../../../application/codecs/decode';
import { FORM_CONTENT_TYPE } from '../../../application/http/page-form';
import { OfferInput, RequestHandlingInput, RequestIdParams, RequestListQuery, RequestListWire, RequestWire, OfferSentWire } from '../../../application/requests/requests.codecs';
import { REQUESTS_PATHS as P } from '../../../application/requests/requests.paths';
import type { RequestInbox } from '../../../application/requests/requests.port';
import type { RequestInboxService } from '../../../application/requests/requests.service';
import type { AppError } from '../../../domain/errors/app-error';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';

export interface RequestRouteDependencies {
  readonly inbox: RequestInboxService;
  /** The server renderer's pages; without them (no build) a browser gets the JSON answer too. */
  readonly pages?: PageResponder | undefined;
}

const inboxOf = (inbox: RequestInboxService, request: FastifyRequest): RequestInbox => {
  if (request.adminPrincipal === null) throw new Error(`back-office route without the gate: ${request.method} ${request.url}`);
  return inbox.forStaff(request.adminPrincipal, request.ip);
};

const isPageForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;

const requestIdOf = (request: FastifyRequest): TE.TaskEither<AppError, number> =>
  TE.fromEither(pipe(decodeInput(RequestIdParams, request.params), E.map(({ requestId }) => requestId)));

/**
 * The request inbox (/manage/anfragen): each path is the staff's page for a browser and JSON for
 * the proxy and scripts; a page's plain form post runs the page's action (works without
 * JavaScript). Staff and site admins only (the access gate, route-access.ts).
 */
export const requestRoutes =
  ({ inbox, pages }: RequestRouteDependencies) =>
  async (server: FastifyInstance): Promise<void> => {
    const pageOr = (request: FastifyRequest, reply: FastifyReply, api: () => Promise<FastifyReply>) =>
      pages !== undefined && (wantsPage(request) || (request.method === 'POST' && isPageForm(request))) ? pages(request, reply) : api();

    await server.register((scope, _options, done) => {
      scope.addHook('onRequest', async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
      });
      scope.get(P.list, (request, reply) =>
        pageOr(request, reply, () =>
          respond(reply, pipe(TE.fromEither(decodeInput(RequestListQuery, request.query)), TE.chain((query) => inboxOf(inbox, request).list(query)), TE.map(RequestListWire.encode))),
        ),
      );
      scope.get(P.request, (request, reply) =>
        pageOr(request, reply, () => respond(reply, pipe(requestIdOf(request), TE.chain((id) => inboxOf(inbox, request).request(id)), TE.map(RequestWire.encode)))),
      );
      scope.post(P.request, { config: { pageForm: true } }, (request, reply) =>
        pageOr(request, reply, () =>
          respond(
            reply,
            pipe(
              requestIdOf(request),
              TE.chain((id) => pipe(TE.fromEither(decodeInput(RequestHandlingInput, request.body)), TE.chain((handling) => inboxOf(inbox, request).handle(id, handling)))),
              TE.map(RequestWire.encode),
            ),
          ),
        ),
      );
      scope.post(P.offer, (request, reply) =>
        respond(
          reply,
          pipe(
            requestIdOf(request),
            TE.chain((id) => pipe(TE.fromEither(decodeInput(OfferInput, request.body)), TE.chain((offer) => inboxOf(inbox, request).sendOffer(id, offer)))),
            TE.map(OfferSentWire.encode),
          ),
        ),
      );
      done();
    });
  };
