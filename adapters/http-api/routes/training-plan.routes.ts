import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  DeletedPlanWire,
  PlanIdParams,
  PlanOverviewWire,
  PlanRequest,
  ShareTokenParams,
  SharedTrainingPlanWire,
  TrainingPlanWire,
  TrainingPlansWire,
} from '../../../application/training-plan/training-plan.codecs';
import { TRAINING_PLAN_PATHS as P } from '../../../application/training-plan/training-plan.paths';
import type { TrainingPlans, TrainingPlansForRequest } from '../../../application/training-plan/training-plan.port';
import type { PageResponder } from '../page-delivery/page-routes';
import { wantsPage } from '../page-delivery/wants-page';
import { respond } from '../respond';
import { contextOf, respondCreated, withBody, withParams } from './portal-respond';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The training plan calls (/schulungsplan/…) and the read-only share link (/personalisierter-schulungsplan/{x}).
 * Spec §2 lists these paths as screens and §7's callers use them as the API, so both live on
 * them: a browser that opens one gets the page, a plain form post (no JavaScript) goes to the
 * page's action, and every other request keeps getting JSON.
 */
export const trainingPlanRoutes = (trainingPlans: TrainingPlansForRequest, pages?: PageResponder) => (server: FastifyInstance) => {
  const plansOf = (request: FastifyRequest): TrainingPlans => trainingPlans.forRequest(contextOf(request));

  const pageOr =
    (handler: Handler): Handler =>
    (request, reply) =>
      pages !== undefined && wantsPage(request) ? pages(request, reply) : handler(request, reply);

  // A urlencoded body is a page's form: only the page's action may read it, never the JSON
  // handler (its XSRF token was checked as a form's, which a page route may let through refused).
  const formOr =
    (handler: Handler): Handler =>
    async (request, reply) => {
      if (typeof request.body !== 'string') return handler(request, reply);
      if (pages !== undefined) return pages(request, reply);
      return reply.status(415).send({ error: 'unsupported_media_type', message: 'Bitte senden Sie den Schulungsplan als JSON.' });
    };
  const pageForm = { config: { pageForm: true } };

  server.get(
    P.list,
    pageOr((request, reply) => respond(reply, pipe(plansOf(request).list(), TE.map(TrainingPlansWire.encode)))),
  );
  server.get(
    P.get,
    pageOr((request, reply) =>
      respond(reply, pipe(withParams(PlanIdParams)(request, ({ planId }) => plansOf(request).get(planId)), TE.map(TrainingPlanWire.encode))),
    ),
  );
  server.post(
    P.create,
    pageForm,
    formOr((request, reply) =>
      respondCreated(reply, pipe(withBody(PlanRequest, request.body, (body) => plansOf(request).create(body)), TE.map(TrainingPlanWire.encode))),
    ),
  );
  server.post(
    P.edit,
    pageForm,
    formOr((request, reply) =>
      respond(
        reply,
        pipe(
          withParams(PlanIdParams)(request, ({ planId }) => withBody(PlanRequest, request.body, (body) => plansOf(request).edit(planId, body))),
          TE.map(TrainingPlanWire.encode),
        ),
      ),
    ),
  );
  server.post(
    P.delete,
    pageForm,
    formOr((request, reply) =>
      respond(reply, pipe(withParams(PlanIdParams)(request, ({ planId }) => plansOf(request).remove(planId)), TE.map(DeletedPlanWire.encode))),
    ),
  );
  server.get(
    P.admin,
    pageOr((request, reply) => respond(reply, pipe(plansOf(request).overview(), TE.map(PlanOverviewWire.encode)))),
  );
  server.get(
    P.shared,
    pageOr((request, reply) =>
      respond(reply, pipe(withParams(ShareTokenParams)(request, ({ token }) => plansOf(request).shared(token)), TE.map(SharedTrainingPlanWire.encode))),
    ),
  );
};
