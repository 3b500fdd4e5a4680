import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { respond } from '../respond';
import { contextOf, respondCreated, withBody, withParams } from './portal-respond';

/** The training plan calls (/schulungsplan/…) and the read-only share link (/personalisierter-schulungsplan/{x}). */
export const trainingPlanRoutes = (trainingPlans: TrainingPlansForRequest) => (server: FastifyInstance) => {
  const plansOf = (request: FastifyRequest): TrainingPlans => trainingPlans.forRequest(contextOf(request));

  server.get(P.list, (request, reply) => respond(reply, pipe(plansOf(request).list(), TE.map(TrainingPlansWire.encode))));
  server.get(P.get, (request, reply) =>
    respond(reply, pipe(withParams(PlanIdParams)(request, ({ planId }) => plansOf(request).get(planId)), TE.map(TrainingPlanWire.encode))),
  );
  server.post(P.create, (request, reply) =>
    respondCreated(reply, pipe(withBody(PlanRequest, request.body, (body) => plansOf(request).create(body)), TE.map(TrainingPlanWire.encode))),
  );
  server.post(P.edit, (request, reply) =>
    respond(
      reply,
      pipe(
        withParams(PlanIdParams)(request, ({ planId }) => withBody(PlanRequest, request.body, (body) => plansOf(request).edit(planId, body))),
        TE.map(TrainingPlanWire.encode),
      ),
    ),
  );
  server.post(P.delete, (request, reply) =>
    respond(reply, pipe(withParams(PlanIdParams)(request, ({ planId }) => plansOf(request).remove(planId)), TE.map(DeletedPlanWire.encode))),
  );
  server.get(P.admin, (request, reply) => respond(reply, pipe(plansOf(request).overview(), TE.map(PlanOverviewWire.encode))));
  server.get(P.shared, (request, reply) =>
    respond(reply, pipe(withParams(ShareTokenParams)(request, ({ token }) => plansOf(request).shared(token)), TE.map(SharedTrainingPlanWire.encode))),
  );
};
