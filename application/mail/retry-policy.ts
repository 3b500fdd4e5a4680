import type { Temporal } from 'temporal-polyfill';

/**
 * When to try a failed mail again: after 30 s, then twice as long each time (1, 2, 4 … min), at
 * most an hour apart, 10 attempts in all (about four hours), so a mail server that is down for
 * a while still gets the mail, and a mail it refuses for good does not loop forever.
 */
export const RETRY_POLICY = {
  firstDelaySeconds: 30,
  maxDelaySeconds: 3600,
  maxAttempts: 10,
} as const;

export interface RetryPolicy {
  readonly firstDelaySeconds: number;
  readonly maxDelaySeconds: number;
  readonly maxAttempts: number;
}

/** Seconds to wait after the given failed attempt (1-based). */
export const retryDelaySeconds = (attempt: number, policy: RetryPolicy = RETRY_POLICY): number =>
  Math.min(policy.firstDelaySeconds * 2 ** Math.max(attempt - 1, 0), policy.maxDelaySeconds);

/** The next attempt after a failure, or undefined when the attempts are used up. */
export const nextAttemptAt = (failedAt: Temporal.Instant, attempt: number, policy: RetryPolicy = RETRY_POLICY): Temporal.Instant | undefined =>
  attempt >= policy.maxAttempts ? undefined : failedAt.add({ seconds: retryDelaySeconds(attempt, policy) });
