import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { events, themes } from './catalogue';
import { instant } from './columns';

/**
 * Personalised training plans (/schulungsplan): a logged-in user plans seminars for the members
 * of their council. The share token is the {x} of /personalisierter-schulungsplan/{x}: random,
 * so only who got the link can read the plan.
 */
export const trainingPlans = pgTable(
  'training_plans',
  {
    planId: serial('plan_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shareToken: text('share_token').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('training_plans_user_idx').on(t.userId)],
);

/** One line of a plan: which member should attend which theme or event, with a note and a priority. */
export const trainingPlanEntries = pgTable(
  'training_plan_entries',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => trainingPlans.planId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    memberName: text('member_name').notNull(),
    /** Exactly one of theme and event is set. */
    themeId: integer('theme_id').references(() => themes.themeId, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.eventId, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    priority: text('priority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.position] })],
);
