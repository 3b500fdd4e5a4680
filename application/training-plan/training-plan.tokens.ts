import { token } from '../tokens';
import type { TrainingPlansForRequest } from './training-plan.port';
import type { ShareTokens, TrainingPlanRepository } from './training-plan.repository';

export const TRAINING_PLAN_REPOSITORY = token<TrainingPlanRepository>('TrainingPlanRepository');
export const SHARE_TOKENS = token<ShareTokens>('ShareTokens');
export const TRAINING_PLANS = token<TrainingPlansForRequest>('TrainingPlans');
