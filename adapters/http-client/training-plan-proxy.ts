import type * as TE from 'fp-ts/TaskEither';
import {
  DeletedPlanWire,
  PlanOverviewWire,
  SharedTrainingPlanWire,
  TrainingPlanWire,
  TrainingPlansWire,
  type PlanRequest,
} from '../../application/training-plan/training-plan.codecs';
import {
  TRAINING_PLAN_PATHS,
  deleteTrainingPlanPath,
  editTrainingPlanPath,
  sharedTrainingPlanPath,
  trainingPlanPath,
} from '../../application/training-plan/training-plan.paths';
import type { TrainingPlans } from '../../application/training-plan/training-plan.port';
import type { AppError } from '../../domain/errors/app-error';
import { callApi } from './api-call';
import type { HttpTransport } from './transport';

/** The training plan port over HTTP, for the browser and the CLI; the session is the transport's cookies. */
export class TrainingPlanProxy implements TrainingPlans {
  constructor(private readonly transport: HttpTransport) {}

  list(): TE.TaskEither<AppError, TrainingPlansWire> {
    return callApi(this.transport, TrainingPlansWire)({ path: TRAINING_PLAN_PATHS.list });
  }

  get(planId: number): TE.TaskEither<AppError, TrainingPlanWire> {
    return callApi(this.transport, TrainingPlanWire)({ path: trainingPlanPath(planId) });
  }

  create(request: PlanRequest): TE.TaskEither<AppError, TrainingPlanWire> {
    return callApi(this.transport, TrainingPlanWire)({ method: 'POST', path: TRAINING_PLAN_PATHS.create, body: request });
  }

  edit(planId: number, request: PlanRequest): TE.TaskEither<AppError, TrainingPlanWire> {
    return callApi(this.transport, TrainingPlanWire)({ method: 'POST', path: editTrainingPlanPath(planId), body: request });
  }

  remove(planId: number): TE.TaskEither<AppError, DeletedPlanWire> {
    return callApi(this.transport, DeletedPlanWire)({ method: 'POST', path: deleteTrainingPlanPath(planId) });
  }

  overview(): TE.TaskEither<AppError, PlanOverviewWire> {
    return callApi(this.transport, PlanOverviewWire)({ path: TRAINING_PLAN_PATHS.admin });
  }

  shared(token: string): TE.TaskEither<AppError, SharedTrainingPlanWire> {
    return callApi(this.transport, SharedTrainingPlanWire)({ path: sharedTrainingPlanPath(token) });
  }
}
