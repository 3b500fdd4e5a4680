import type { Temporal } from 'temporal-polyfill';

/** Driven port: counters per bucket and fixed window, shared by every instance. */
export interface RateLimitRepository {
  /** The count of the bucket in the window starting at windowStart (0 when none). */
  count(bucket: string, windowStart: Temporal.Instant): Promise<number>;
  /** Adds one to the count, atomically, and answers the new count. */
  increment(bucket: string, windowStart: Temporal.Instant): Promise<number>;
  /** Removes windows that started before the instant; answers how many. */
  deleteBefore(windowStart: Temporal.Instant): Promise<number>;
}
