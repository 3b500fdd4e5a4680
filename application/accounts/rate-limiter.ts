import { RETENTION_RULES } from '../../domain/privacy/retention-rules';
import type { Clock } from '../ports/clock';
import { bucketOf, retryAfterSeconds, windowAt, type RateLimitRule } from './rate-limit';
import type { RateLimitRepository } from './rate-limit.repository';

/** The privacy page's period for these counters (domain/privacy/retention-rules). */
const PURGE_AFTER = RETENTION_RULES['abuse-counters'].period;

/** Undefined when the key may go on; else the seconds until its window ends. */
export type RateDecision = number | undefined;

/** Fixed-window counters over the shared repository, with "now" from the Clock. */
export class RateLimiter {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly clock: Clock,
  ) {}

  /** Whether the key has used up its window already; counts nothing. */
  async exceeded(rule: RateLimitRule, key: string): Promise<RateDecision> {
    const now = this.clock.now();
    const window = windowAt(rule, now);
    const count = await this.repository.count(bucketOf(rule, key), window.start);
    return count >= rule.limit ? retryAfterSeconds(window, now) : undefined;
  }

  /** Counts one event (e.g. a failed login). */
  async record(rule: RateLimitRule, key: string): Promise<void> {
    await this.repository.increment(bucketOf(rule, key), windowAt(rule, this.clock.now()).start);
  }

  /**
   * Deletes the counters of windows that ended long ago (a day covers the longest rule with
   * room to spare); for a periodic clean-up.
   */
  purgeExpired(): Promise<number> {
    return this.repository.deleteBefore(this.clock.now().subtract(PURGE_AFTER));
  }

  /** Counts this event and refuses it when it is one too many. */
  async consume(rule: RateLimitRule, key: string): Promise<RateDecision> {
    const now = this.clock.now();
    const window = windowAt(rule, now);
    const count = await this.repository.increment(bucketOf(rule, key), window.start);
    return count > rule.limit ? retryAfterSeconds(window, now) : undefined;
  }
}
