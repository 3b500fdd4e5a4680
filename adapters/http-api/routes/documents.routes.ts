import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { decodeInput } from '../../../application/codecs/decode';
import { CostCalculatorQuery, EventIdParams, OrderPdfQuery, SeminarKeyParams } from '../../../application/documents/documents.codecs';
import { COST_CALCULATOR_PATHS } from '../../../application/documents/documents.paths';
import type { CostCalculationRequest, DocumentCaller, Documents } from '../../../application/documents/documents.port';
import type { PdfFile } from '../../../application/documents/pdf-renderer';
import type { PortalPdfs } from '../../../application/documents/portal-pdfs';
import { idFromString } from '../../../application/catalogue/query-params.codecs';
import { PORTAL_PATHS } from '../../../application/portal/portal.paths';
import { ONE_PARTICIPANT } from '../../../domain/pricing/participant-count';
import type { AppError } from '../../../domain/errors/app-error';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { FAX_PDF_PARAM, FaxOrderQuery } from '../../../application/documents/fax-order';
import { respond } from '../respond';
import { sessionOf } from '../session/install-sessions';

/** The spec's document paths (§2); the cart pages link to them. */
export const DOCUMENT_PATHS = {
  checkoutPdf: '/seminare/warenkorb/checkout-pdf',
  costCalculator: COST_CALCULATOR_PATHS.calculation,
  costCalculatorPdf: COST_CALCULATOR_PATHS.pdf,
  onlineFax: '/seminare/warenkorb/online-fax/:eventId',
  eventCalendar: '/seminare/warenkorb/kalender/:eventId',
  seminarPdf: '/seminare/p-pdf/:id',
  eventPdf: '/seminare/pdf/:eventId',
  noticePdf: PORTAL_PATHS.noticePdf,
  gremiumOverviewPdf: PORTAL_PATHS.gremiumOverviewPdf,
} as const;

const NoticeParams = t.type({ id: idFromString('EventId', 'Bitte geben Sie eine gültige Veranstaltungsnummer an.') });

/**
 * A PDF answer: inline, so the browser shows it and offers to save it under its name. Failures
 * answer in the JSON error shape like every other route.
 */
export const respondPdf = async (reply: FastifyReply, task: TE.TaskEither<AppError, PdfFile>, cacheControl: string): Promise<FastifyReply> => {
  const result = await task();
  if (E.isLeft(result)) return respond(reply, TE.left(result.left));
  const { filename, content } = result.right;
  return reply
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(content));
};

/** Public documents may be cached briefly; personal ones (orders, portal) never. */
const PUBLIC = 'public, max-age=300';
export const PERSONAL = 'private, no-store';

const decoded = <A>(codec: t.Type<A, unknown>, input: unknown): TE.TaskEither<AppError, A> => TE.fromEither(decodeInput(codec, input));

const calculationRequest = (request: FastifyRequest): TE.TaskEither<AppError, CostCalculationRequest> =>
  pipe(
    TE.Do,
    TE.apS('params', decoded(EventIdParams, request.params)),
    TE.apS('query', decoded(CostCalculatorQuery, request.query)),
    TE.map(({ params, query }) => ({
      eventId: params.eventId,
      participants: query.participants ?? ONE_PARTICIPANT,
      overnight: query.overnight ?? 'without',
    })),
  );

const callerOf = (request: FastifyRequest): DocumentCaller => {
  const stored = sessionOf(request).current().stored;
  return { sessionId: stored?.sessionId, userId: stored?.userId ?? null };
};

/**
 * `pages`: the server renderer's pages; without them (no build) a browser gets the JSON answer
 * of the Kostenrechner too.
 */
export const documentsRoutes = (documents: Documents, portalPdfs: PortalPdfs, pages?: PageResponder) => (server: FastifyInstance) => {
  /**
   * One path, two answers: a browser following a link gets the Kostenrechner page (which
   * validates the query and answers 400 or 404 itself); calls (Accept: application/json, the
   * proxies, the CLI) get the calculation as JSON.
   */
  server.get(DOCUMENT_PATHS.costCalculator, (request, reply) =>
    pages !== undefined && wantsPage(request)
      ? pages(request, reply)
      : respond(reply, pipe(calculationRequest(request), TE.chain((calculation) => documents.costCalculation(calculation)))),
  );

  server.get(DOCUMENT_PATHS.costCalculatorPdf, (request, reply) =>
    respondPdf(reply, pipe(calculationRequest(request), TE.chain((calculation) => documents.costCalculationPdf(calculation))), PUBLIC),
  );

  // A browser opening the path gets the page that fills the form in; the page's form (and every
  // other caller) gets the PDF, filled with what the query carries (?pdf=1&vorname1=…).
  server.get(DOCUMENT_PATHS.onlineFax, (request, reply) => {
    const query = request.query as Readonly<Record<string, unknown>>;
    if (pages !== undefined && wantsPage(request) && query[FAX_PDF_PARAM] === undefined) return pages(request, reply);
    const filled = Object.keys(query).length > 0;
    return respondPdf(
      reply,
      pipe(
        TE.Do,
        TE.apS('params', decoded(EventIdParams, request.params)),
        TE.apS('order', decoded(FaxOrderQuery, query)),
        TE.chain(({ params, order }) => documents.onlineFaxPdf(params.eventId, order)),
      ),
      // The empty form is the same for everyone; a filled one carries personal data.
      filled ? PERSONAL : PUBLIC,
    );
  });

  server.get(DOCUMENT_PATHS.seminarPdf, (request, reply) =>
    respondPdf(reply, pipe(decoded(SeminarKeyParams, request.params), TE.chain(({ id }) => documents.seminarPdf(id))), PUBLIC),
  );

  server.get(DOCUMENT_PATHS.eventPdf, (request, reply) =>
    respondPdf(reply, pipe(decoded(EventIdParams, request.params), TE.chain(({ eventId }) => documents.eventPdf(eventId))), PUBLIC),
  );

  server.get(DOCUMENT_PATHS.eventCalendar, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const file = await pipe(decoded(EventIdParams, request.params), TE.chain(({ eventId }) => documents.eventCalendar(eventId, origin)))();
    if (E.isLeft(file)) return respond(reply, TE.left(file.left));
    return reply
      .status(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.right.filename}"`)
      .header('cache-control', PUBLIC)
      .send(file.right.content);
  });

  server.get(DOCUMENT_PATHS.checkoutPdf, (request, reply) =>
    respondPdf(
      reply,
      pipe(decoded(OrderPdfQuery, request.query), TE.chain(({ order }) => documents.orderConfirmationPdf(callerOf(request), order))),
      PERSONAL,
    ),
  );

  server.get(DOCUMENT_PATHS.noticePdf, (request, reply) =>
    respondPdf(
      reply,
      pipe(
        decoded(NoticeParams, request.params),
        TE.chain(({ id }) => portalPdfs.notice({ session: sessionOf(request), clientAddress: request.ip }, id)),
      ),
      PERSONAL,
    ),
  );

  server.get(DOCUMENT_PATHS.gremiumOverviewPdf, (request, reply) =>
    respondPdf(reply, portalPdfs.gremiumOverview({ session: sessionOf(request), clientAddress: request.ip }), PERSONAL),
  );
};
