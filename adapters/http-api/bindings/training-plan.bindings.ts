import { randomBytes } from 'node:crypto';
import type { Container } from 'inversify';
import { USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { UserRepository } from '../../../application/accounts/user.repository';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import type { ShareTokens, TrainingPlanRepository } from '../../../application/training-plan/training-plan.repository';
import { TrainingPlanService } from '../../../application/training-plan/training-plan.service';
import { SHARE_TOKENS, TRAINING_PLANS, TRAINING_PLAN_REPOSITORY } from '../../../application/training-plan/training-plan.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleTrainingPlanRepository } from '../../db/training-plan/training-plan-repository';

/** 192 random bits: a share link cannot be guessed. */
const cryptoShareTokens: ShareTokens = { newToken: () => randomBytes(24).toString('base64url') };

/** The personalised training plans (/schulungsplan, /personalisierter-schulungsplan). */
export const bindTrainingPlans = (container: Container, db: AppDatabase): void => {
  container.bind(TRAINING_PLAN_REPOSITORY).toConstantValue(new DrizzleTrainingPlanRepository(db));
  container.bind(SHARE_TOKENS).toConstantValue(cryptoShareTokens);
  container
    .bind(TRAINING_PLANS)
    .toResolvedValue(
      (plans: TrainingPlanRepository, users: UserRepository, tokens: ShareTokens, clock: Clock) => new TrainingPlanService({ plans, users, tokens, clock }),
      [TRAINING_PLAN_REPOSITORY, USER_REPOSITORY, SHARE_TOKENS, CLOCK],
    )
    .inSingletonScope();
};
