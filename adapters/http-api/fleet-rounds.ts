import type { JobOutcome, JobRuns } from '../../application/ports/business-metrics';
import type { Clock } from '../../application/ports/clock';
import type { JobSchedule } from '../../application/ports/job-schedule';

/** How the instances of a fleet share their timers' rounds (scheduled_jobs); one instance alone runs every tick. */
export interface FleetRounds {
  readonly schedule: JobSchedule;
  readonly clock: Clock;
  /** Where each round's outcome is counted (ifb_scheduled_job_runs_total). */
  readonly runs?: JobRuns;
}

/** Whether this instance runs the job's round at this tick (another instance may have it). */
export const claimRound = async (rounds: FleetRounds | undefined, job: string, everyMs: number): Promise<boolean> => {
  if (rounds === undefined) return true;
  const mine = await rounds.schedule.claimRound(job, rounds.clock.now(), everyMs);
  if (!mine) rounds.runs?.record(job, 'skipped');
  return mine;
};

/** Counts how a round this instance ran ended. */
export const recordRound = (rounds: FleetRounds | undefined, job: string, outcome: Exclude<JobOutcome, 'skipped'>): void => {
  rounds?.runs?.record(job, outcome);
};
