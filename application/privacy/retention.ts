import type { Temporal } from 'temporal-polyfill';
import { JOB_RETENTION_KINDS, RETENTION_RULES, retentionCutoff, type JobRetentionKind } from '../../domain/privacy/retention-rules';
import type { Clock } from '../ports/clock';

/**
 * Where each rule of the retention job deletes: given the rule's cutoff, remove (or reduce) what
 * started before it and answer how many records it touched. Each call is idempotent, so a round
 * that failed half-way is finished by the next.
 */
export type RetentionStore = Readonly<Record<JobRetentionKind, (cutoff: Temporal.Instant) => Promise<number>>>;

export type RetentionRound = Readonly<Record<JobRetentionKind, number>>;

/** One round of the retention rules at the clock's now: every rule of domain/privacy that the job keeps. */
export class RetentionService {
  constructor(
    /** The database keeps every rule; others (the mail files) add to some. */
    private readonly stores: readonly [RetentionStore, ...Partial<RetentionStore>[]],
    private readonly clock: Clock,
  ) {}

  async run(): Promise<RetentionRound> {
    const now = this.clock.now();
    const counts = {} as Record<JobRetentionKind, number>;
    for (const kind of JOB_RETENTION_KINDS) {
      const cutoff = retentionCutoff(RETENTION_RULES[kind].period, now);
      counts[kind] = 0;
      for (const store of this.stores) counts[kind] += (await store[kind]?.(cutoff)) ?? 0;
    }
    return counts;
  }
}
