import type { Clock } from '../../application/ports/clock';
import type { JobSchedule } from '../../application/ports/job-schedule';

/** How the instances of a fleet share their timers' rounds (scheduled_jobs); one instance alone runs every tick. */
export interface FleetRounds {
  readonly schedule: JobSchedule;
  readonly clock: Clock;
}

/** Whether this instance runs the job's round at this tick (another instance may have it). */
export const claimRound = (rounds: FleetRounds | undefined, job: string, everyMs: number): Promise<boolean> =>
  rounds === undefined ? Promise.resolve(true) : rounds.schedule.claimRound(job, rounds.clock.now(), everyMs);
