import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { conflict, forbidden, invalid, notFound, unauthenticated, type AppError } from '../../domain/errors/app-error';
import { isPriority, planErrors, type Priority } from '../../domain/training-plan/training-plan-rules';
import { hasErrors } from '../../domain/validation/form-validation';
import type { RequestContext } from '../accounts/accounts.port';
import { hasRole } from '../accounts/roles';
import type { UserRepository } from '../accounts/user.repository';
import type { Clock } from '../ports/clock';
import { TRAINING_PLAN_API_MESSAGES as M } from './messages';
import type { DeletedPlanWire, PlanOverviewWire, PlanRequest, SharedTrainingPlanWire, TrainingPlanWire } from './training-plan.codecs';
import { sharedTrainingPlanPath } from './training-plan.paths';
import type { TrainingPlans, TrainingPlansForRequest } from './training-plan.port';
import type { PlanEntryRecord, ShareTokens, StoredPlan, StoredPlanEntry, TrainingPlanRepository } from './training-plan.repository';

/** Enough for any council; stops one account from filling the table. */
export const MAX_PLANS_PER_USER = 50;
const DEFAULT_PRIORITY: Priority = 'mittel';

export interface TrainingPlanDependencies {
  readonly plans: TrainingPlanRepository;
  readonly users: UserRepository;
  readonly tokens: ShareTokens;
  readonly clock: Clock;
}

const entryWire = (entry: StoredPlanEntry) => ({
  memberName: entry.memberName,
  themeSlug: entry.themeSlug,
  eventId: entry.eventId,
  title: entry.title,
  startDate: entry.startDate,
  note: entry.note,
  priority: entry.priority,
});

const planWire = (plan: StoredPlan): TrainingPlanWire => ({
  planId: plan.planId,
  name: plan.name,
  shareUrl: sharedTrainingPlanPath(plan.shareToken),
  createdAt: plan.createdAt,
  updatedAt: plan.updatedAt,
  entries: plan.entries.map(entryWire),
});

const useCase = <A>(work: () => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> => work;

/** Training plans in-process: one view per request, bound to the caller's session. */
export class TrainingPlanService implements TrainingPlansForRequest {
  constructor(private readonly deps: TrainingPlanDependencies) {}

  forRequest(context: RequestContext): TrainingPlans {
    const { plans, users, tokens, clock } = this.deps;
    const asUser =
      <A>(work: (userId: number) => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> =>
      useCase(async () => {
        const userId = context.session.current().stored?.userId ?? null;
        return userId === null ? E.left(unauthenticated(M.loginRequired)) : work(userId);
      });
    // Another user's plan reads as unknown: the ids are sequential and not to be probed.
    const ownPlan = async (userId: number, planId: number): Promise<E.Either<AppError, StoredPlan>> => {
      const plan = await plans.find(planId);
      return plan?.userId === userId ? E.right(plan) : E.left(notFound(M.planUnknown));
    };
    const entriesOf = (request: PlanRequest): Promise<E.Either<AppError, readonly PlanEntryRecord[]>> => this.entries(request);
    const found = async (planId: number): Promise<E.Either<AppError, TrainingPlanWire>> => {
      const plan = await plans.find(planId);
      if (plan === undefined) throw new Error(`training plan ${String(planId)} vanished after its write`);
      return E.right(planWire(plan));
    };

    return {
      list: () => asUser(async (userId) => E.right((await plans.ofUser(userId)).map(planWire))),
      get: (planId) => asUser(async (userId) => E.map(planWire)(await ownPlan(userId, planId))),
      create: (request) =>
        asUser(async (userId) => {
          const entries = await entriesOf(request);
          if (E.isLeft(entries)) return entries;
          if ((await plans.ofUser(userId)).length >= MAX_PLANS_PER_USER) return E.left(conflict(M.tooManyPlans));
          const planId = await plans.create({ userId, name: request.name.trim(), shareToken: tokens.newToken(), entries: entries.right, at: clock.now() });
          return found(planId);
        }),
      edit: (planId, request) =>
        asUser(async (userId) => {
          const own = await ownPlan(userId, planId);
          if (E.isLeft(own)) return own;
          const entries = await entriesOf(request);
          if (E.isLeft(entries)) return entries;
          if (!(await plans.replace(planId, { name: request.name.trim(), entries: entries.right, at: clock.now() }))) return E.left(notFound(M.planUnknown));
          return found(planId);
        }),
      remove: (planId) =>
        asUser(async (userId) => {
          const own = await ownPlan(userId, planId);
          if (E.isLeft(own)) return own;
          await plans.remove(planId);
          return E.right<AppError, DeletedPlanWire>({ planId, deleted: true });
        }),
      overview: () =>
        asUser(async (userId) => {
          if (!hasRole(await users.findById(userId), 'site-admin')) return E.left(forbidden(M.adminsOnly));
          return E.right<AppError, PlanOverviewWire>([...(await plans.all())]);
        }),
      shared: (token) =>
        useCase(async () => {
          const plan = await plans.findByShareToken(token);
          if (plan === undefined) return E.left(notFound(M.planUnknown));
          return E.right<AppError, SharedTrainingPlanWire>({ name: plan.name, updatedAt: plan.updatedAt, entries: plan.entries.map(entryWire) });
        }),
    };
  }

  /** The entries checked by the domain's rules, their themes and events looked up. */
  private async entries(request: PlanRequest): Promise<E.Either<AppError, readonly PlanEntryRecord[]>> {
    const errors = { ...planErrors(request.name, request.entries) };
    if (hasErrors(errors)) return E.left(invalid(errors));
    const known = await this.deps.plans.existingEvents(request.entries.flatMap((entry) => (entry.eventId === undefined ? [] : [entry.eventId])));
    const records: PlanEntryRecord[] = [];
    for (const [index, entry] of request.entries.entries()) {
      const themeId = entry.themeSlug === undefined ? null : (await this.deps.plans.themeIdOf(entry.themeSlug.trim())) ?? undefined;
      if (themeId === undefined) errors[`entries.${String(index)}.themeSlug`] = M.themeUnknown;
      if (entry.eventId !== undefined && !known.has(entry.eventId)) errors[`entries.${String(index)}.eventId`] = M.eventUnknown;
      records.push({
        memberName: entry.memberName.trim(),
        themeId: themeId ?? null,
        eventId: entry.eventId ?? null,
        note: (entry.note ?? '').trim(),
        priority: entry.priority !== undefined && isPriority(entry.priority) ? entry.priority : DEFAULT_PRIORITY,
      });
    }
    return hasErrors(errors) ? E.left(invalid(errors)) : E.right(records);
  }
}
