import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The timers every instance runs (session and seat housekeeping, reservation reminders): one row
 * per job with the earliest time it may run again. An instance runs a job only when it moves that
 * time forward itself (one atomic UPDATE), so N instances on one database run it once per round.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: instant('next_run_at').notNull(),
  /** The instance that ran it last (host and pid), for an operator reading the table. */
  lastRunBy: text('last_run_by'),
});
