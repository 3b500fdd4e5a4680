import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { JobSchedule } from '../../../application/ports/job-schedule';
import type { AppDatabase } from '../database';
import { scheduledJobs } from '../schema';

/**
 * A tick is taken as the next round when it comes at least this share of the interval after the
 * last one: an instance's own timer drifts by milliseconds, and an exact "≥ interval" would make it
 * skip every second round of its own.
 */
const SLACK = 0.9;

const rowsOf = (result: unknown): readonly unknown[] =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];

/**
 * Rounds booked in scheduled_jobs: the UPDATE moves next_run_at forward only when it is due, and
 * PostgreSQL lets one of two concurrent UPDATEs of the row win (the other re-reads the row after
 * the first commits, finds it no longer due and changes nothing). So a job runs once per interval
 * across the fleet, not once per instance, and a crashed instance's round is taken by another
 * instance's next tick.
 */
export class DrizzleJobSchedule implements JobSchedule {
  private readonly instance = `${hostname()}:${String(process.pid)}`;

  constructor(private readonly db: AppDatabase) {}

  async claimRound(job: string, now: Temporal.Instant, everyMs: number): Promise<boolean> {
    await this.db.insert(scheduledJobs).values({ name: job, nextRunAt: now.toString() }).onConflictDoNothing({ target: scheduledJobs.name });
    const next = now.add({ milliseconds: Math.round(everyMs * SLACK) });
    const result = await this.db.execute(sql`
      update ${scheduledJobs}
         set next_run_at = ${next.toString()}, last_run_by = ${this.instance}
       where name = ${job} and next_run_at <= ${now.toString()}
      returning name`);
    return rowsOf(result).length === 1;
  }
}
