import type { Temporal } from 'temporal-polyfill';

/**
 * Driven port: who runs a timer's round when several instances share one database. Every
 * instance asks at each tick of its own timer; one of them gets the round, the others skip it.
 */
export interface JobSchedule {
  /**
   * True when this caller may run `job` now: no round of it ran within the last `everyMs` before
   * `now` (by any instance). Answering true books the round, atomically across instances.
   */
  claimRound(job: string, now: Temporal.Instant, everyMs: number): Promise<boolean>;
}
