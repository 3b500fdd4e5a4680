import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Temporal } from 'temporal-polyfill';
import type {
  NewPlan,
  PlanEntryRecord,
  PlanSummary,
  StoredPlan,
  StoredPlanEntry,
  TrainingPlanRepository,
} from '../../../application/training-plan/training-plan.repository';
import { isPriority } from '../../../domain/training-plan/training-plan-rules';
import { instant } from '../catalogue-rows';
import type { AppDatabase } from '../database';
import { events, themes, trainingPlanEntries, trainingPlans, users } from '../schema';

const entryTheme = alias(themes, 'entry_theme');
const eventTheme = alias(themes, 'event_theme');

type PlanRow = typeof trainingPlans.$inferSelect;

/** Training plans over Drizzle; the same on PGlite and PostgreSQL. */
export class DrizzleTrainingPlanRepository implements TrainingPlanRepository {
  constructor(private readonly db: AppDatabase) {}

  async create(plan: NewPlan): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trainingPlans)
        .values({ userId: plan.userId, name: plan.name, shareToken: plan.shareToken, createdAt: plan.at.toString(), updatedAt: plan.at.toString() })
        .returning({ planId: trainingPlans.planId });
      if (row === undefined) throw new Error('insert of a training plan returned no row');
      await insertEntries(tx, row.planId, plan.entries);
      return row.planId;
    });
  }

  async replace(planId: number, change: { readonly name: string; readonly entries: readonly PlanEntryRecord[]; readonly at: Temporal.Instant }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(trainingPlans)
        .set({ name: change.name, updatedAt: change.at.toString() })
        .where(eq(trainingPlans.planId, planId))
        .returning({ planId: trainingPlans.planId });
      if (updated.length === 0) return false;
      await tx.delete(trainingPlanEntries).where(eq(trainingPlanEntries.planId, planId));
      await insertEntries(tx, planId, change.entries);
      return true;
    });
  }

  async remove(planId: number): Promise<boolean> {
    const deleted = await this.db.delete(trainingPlans).where(eq(trainingPlans.planId, planId)).returning({ planId: trainingPlans.planId });
    return deleted.length > 0;
  }

  async find(planId: number): Promise<StoredPlan | undefined> {
    const [row] = await this.db.select().from(trainingPlans).where(eq(trainingPlans.planId, planId));
    return row === undefined ? undefined : this.withEntries(row);
  }

  async findByShareToken(token: string): Promise<StoredPlan | undefined> {
    const [row] = await this.db.select().from(trainingPlans).where(eq(trainingPlans.shareToken, token));
    return row === undefined ? undefined : this.withEntries(row);
  }

  async ofUser(userId: number): Promise<readonly StoredPlan[]> {
    const rows = await this.db
      .select()
      .from(trainingPlans)
      .where(eq(trainingPlans.userId, userId))
      .orderBy(desc(trainingPlans.updatedAt), desc(trainingPlans.planId));
    return Promise.all(rows.map((row) => this.withEntries(row)));
  }

  async all(): Promise<readonly PlanSummary[]> {
    const rows = await this.db
      .select({
        planId: trainingPlans.planId,
        name: trainingPlans.name,
        userId: trainingPlans.userId,
        ownerEmail: users.email,
        updatedAt: trainingPlans.updatedAt,
        entryCount: sql<number>`(select ${count()} from ${trainingPlanEntries} where ${trainingPlanEntries.planId} = ${trainingPlans.planId})`.mapWith(Number),
      })
      .from(trainingPlans)
      .innerJoin(users, eq(users.userId, trainingPlans.userId))
      .orderBy(desc(trainingPlans.updatedAt), desc(trainingPlans.planId));
    return rows.map((row) => ({ ...row, updatedAt: instant(row.updatedAt) }));
  }

  async themeIdOf(slug: string): Promise<number | undefined> {
    const [row] = await this.db.select({ themeId: themes.themeId }).from(themes).where(eq(themes.slug, slug)).limit(1);
    return row?.themeId;
  }

  async existingEvents(eventIds: readonly number[]): Promise<ReadonlySet<number>> {
    if (eventIds.length === 0) return new Set();
    const rows = await this.db.select({ eventId: events.eventId }).from(events).where(inArray(events.eventId, [...eventIds]));
    return new Set(rows.map((row) => row.eventId));
  }

  private async withEntries(row: PlanRow): Promise<StoredPlan> {
    const entries = await this.db
      .select({
        memberName: trainingPlanEntries.memberName,
        themeId: trainingPlanEntries.themeId,
        eventId: trainingPlanEntries.eventId,
        note: trainingPlanEntries.note,
        priority: trainingPlanEntries.priority,
        themeSlug: entryTheme.slug,
        themeTitle: entryTheme.title,
        eventTitle: eventTheme.title,
        eventStart: events.startAt,
      })
      .from(trainingPlanEntries)
      .leftJoin(entryTheme, eq(entryTheme.themeId, trainingPlanEntries.themeId))
      .leftJoin(events, eq(events.eventId, trainingPlanEntries.eventId))
      .leftJoin(eventTheme, eq(eventTheme.themeId, events.themeId))
      .where(eq(trainingPlanEntries.planId, row.planId))
      .orderBy(asc(trainingPlanEntries.position));
    return {
      planId: row.planId,
      userId: row.userId,
      name: row.name,
      shareToken: row.shareToken,
      createdAt: instant(row.createdAt),
      updatedAt: instant(row.updatedAt),
      entries: entries.map(
        (entry): StoredPlanEntry => ({
          memberName: entry.memberName,
          themeId: entry.themeId,
          eventId: entry.eventId,
          note: entry.note,
          // Only the service writes the column, always with a known priority.
          priority: isPriority(entry.priority) ? entry.priority : 'mittel',
          themeSlug: entry.themeSlug,
          title: entry.themeTitle ?? entry.eventTitle ?? '',
          startDate: entry.eventStart === null ? null : instant(entry.eventStart),
        }),
      ),
    };
  }
}

const insertEntries = async (tx: AppDatabase, planId: number, entries: readonly PlanEntryRecord[]): Promise<void> => {
  if (entries.length === 0) return;
  await tx.insert(trainingPlanEntries).values(entries.map((entry, position) => ({ planId, position, ...entry })));
};
