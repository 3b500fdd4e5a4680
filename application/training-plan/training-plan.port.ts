import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { RequestContext } from '../accounts/accounts.port';
import type { DeletedPlanWire, PlanOverviewWire, PlanRequest, SharedTrainingPlanWire, TrainingPlanWire, TrainingPlansWire } from './training-plan.codecs';

/**
 * Personalised training plans of the caller. A visitor gets Unauthenticated; another user's plan
 * is answered like one that does not exist (NotFound), so plan ids cannot be probed.
 */
export interface TrainingPlans {
  /** GET /schulungsplan/get: the caller's plans, newest change first. */
  list(): TE.TaskEither<AppError, TrainingPlansWire>;
  /** GET /schulungsplan/get/{planId} */
  get(planId: number): TE.TaskEither<AppError, TrainingPlanWire>;
  /** POST /schulungsplan/create */
  create(request: PlanRequest): TE.TaskEither<AppError, TrainingPlanWire>;
  /** POST /schulungsplan/edit/{planId}: name and entries replaced; the share link stays. */
  edit(planId: number, request: PlanRequest): TE.TaskEither<AppError, TrainingPlanWire>;
  /** POST /schulungsplan/delete/{planId} */
  remove(planId: number): TE.TaskEither<AppError, DeletedPlanWire>;
  /** GET /schulungsplan/admin: every plan, for site admins (others: Forbidden). */
  overview(): TE.TaskEither<AppError, PlanOverviewWire>;
  /** GET /personalisierter-schulungsplan/{token}: read-only, for whoever has the link. */
  shared(token: string): TE.TaskEither<AppError, SharedTrainingPlanWire>;
}

export interface TrainingPlansForRequest {
  forRequest(context: RequestContext): TrainingPlans;
}
