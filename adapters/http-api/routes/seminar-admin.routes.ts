import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { ChangeReportWire } from '../../../application/catalogue-admin/catalogue-admin.codecs';
import {
  ImportTextRequest,
  PriceTextWire,
  RubricsWire,
  SeminarListQuery,
  SeminarListWire,
  SeminarPageWire,
  SeminarSavedWire,
  SeminarTextWire,
} from '../../../application/catalogue-admin/seminar-admin.codecs';
import { SEMINAR_ADMIN_API as P, SEMINAR_PAGES, seminarPageOf } from '../../../application/catalogue-admin/seminar-admin.paths';
import type { SeminarAdminApi } from '../../../application/catalogue-admin/seminar-admin.port';
import type { SeminarAdminService } from '../../../application/catalogue-admin/seminar-admin.service';
import type { PageResponder } from '../page-delivery/page-routes';
import { respond } from '../respond';
import { IMPORT_BODY_LIMIT } from './admin.routes';
import { contextOf, respondCreated, withBody, withParams } from './portal-respond';

const SlugParams = t.type({ slug: t.string });

/** An empty field of the list's GET form is no filter. */
const given = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * The back office's seminars as JSON for the pages' loaders and actions in the browser (the
 * server's renders call the service directly). Staff and site admins only: the access gate
 * (route-access.ts), and the service checks again on every call.
 */
export const seminarAdminRoutes = (service: SeminarAdminService, pages?: PageResponder) => (server: FastifyInstance) => {
  const of = (request: FastifyRequest): SeminarAdminApi => service.forRequest(contextOf(request));

  server.register((scope, _options, done) => {
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    scope.get(P.list, (request, reply) =>
      respond(
        reply,
        pipe(
          withBody(SeminarListQuery, request.query, (query) => of(request).seminars({ q: given(query.q), rubricSlug: given(query.rubrik), actionField: given(query.handlungsfeld), page: seminarPageOf(query.seite) })),
          TE.map(SeminarListWire.encode),
        ),
      ),
    );
    scope.post(P.list, (request, reply) =>
      respondCreated(reply, pipe(withBody(SeminarTextWire, request.body, (text) => of(request).createSeminar(text)), TE.map(SeminarSavedWire.encode))),
    );
    scope.get(P.rubrics, (request, reply) => respond(reply, pipe(of(request).rubrics(), TE.map(RubricsWire.encode))));
    scope.get(P.seminar, (request, reply) =>
      respond(reply, pipe(withParams(SlugParams)(request, ({ slug }) => of(request).seminar(slug)), TE.map(SeminarPageWire.encode))),
    );
    scope.post(P.seminar, (request, reply) =>
      respond(
        reply,
        pipe(
          withParams(SlugParams)(request, ({ slug }) => withBody(SeminarTextWire, request.body, (text) => of(request).changeSeminar(slug, text))),
          TE.map(SeminarSavedWire.encode),
        ),
      ),
    );
    scope.post(P.prices, (request, reply) =>
      respond(
        reply,
        pipe(
          withParams(SlugParams)(request, ({ slug }) => withBody(PriceTextWire, request.body, (prices) => of(request).changePrices(slug, prices))),
          TE.map(ChangeReportWire.encode),
        ),
      ),
    );
    scope.post(P.importText, { bodyLimit: IMPORT_BODY_LIMIT }, (request, reply) =>
      respond(reply, pipe(withBody(ImportTextRequest, request.body, ({ csv, dryRun }) => of(request).importCatalogue(csv, { dryRun })), TE.map(ChangeReportWire.encode))),
    );
    done();
  });
  // The import page's upload is multipart (a file): only this route takes such a body, up to the
  // imports' limit, and hands it to the page's action like the catch-all does a plain form.
  if (pages !== undefined) server.post(SEMINAR_PAGES.import, { bodyLimit: IMPORT_BODY_LIMIT, config: { pageForm: true } }, (request, reply) => pages(request, reply));
};
