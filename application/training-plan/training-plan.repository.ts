import type { Temporal } from 'temporal-polyfill';
import type { Priority } from '../../domain/training-plan/training-plan-rules';

export interface PlanEntryRecord {
  readonly memberName: string;
  readonly themeId: number | null;
  readonly eventId: number | null;
  readonly note: string;
  readonly priority: Priority;
}

/** An entry as read, with what it names. */
export interface StoredPlanEntry extends PlanEntryRecord {
  readonly themeSlug: string | null;
  readonly title: string;
  readonly startDate: Temporal.Instant | null;
}

export interface StoredPlan {
  readonly planId: number;
  readonly userId: number;
  readonly name: string;
  readonly shareToken: string;
  readonly createdAt: Temporal.Instant;
  readonly updatedAt: Temporal.Instant;
  readonly entries: readonly StoredPlanEntry[];
}

export interface PlanSummary {
  readonly planId: number;
  readonly name: string;
  readonly userId: number;
  readonly ownerEmail: string;
  readonly entryCount: number;
  readonly updatedAt: Temporal.Instant;
}

export interface NewPlan {
  readonly userId: number;
  readonly name: string;
  readonly shareToken: string;
  readonly entries: readonly PlanEntryRecord[];
  readonly at: Temporal.Instant;
}

/** Driven port: where the plans are kept. A plan and its entries change together, in one transaction. */
export interface TrainingPlanRepository {
  create(plan: NewPlan): Promise<number>;
  /** Replaces name and entries; false when the plan does not exist. */
  replace(planId: number, change: { readonly name: string; readonly entries: readonly PlanEntryRecord[]; readonly at: Temporal.Instant }): Promise<boolean>;
  remove(planId: number): Promise<boolean>;
  find(planId: number): Promise<StoredPlan | undefined>;
  findByShareToken(token: string): Promise<StoredPlan | undefined>;
  ofUser(userId: number): Promise<readonly StoredPlan[]>;
  all(): Promise<readonly PlanSummary[]>;
  /** The theme's id for its slug, undefined when there is none. */
  themeIdOf(slug: string): Promise<number | undefined>;
  /** Which of the events exist. */
  existingEvents(eventIds: readonly number[]): Promise<ReadonlySet<number>>;
}

/** Unguessable tokens for the share links. */
export interface ShareTokens {
  newToken(): string;
}
