import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { nextAttemptAt, RETRY_POLICY, retryDelaySeconds } from './retry-policy';

describe('retry policy', () => {
  it('waits 30 s after the first failure, doubling each time, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => retryDelaySeconds(attempt))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('gives up after the tenth attempt', () => {
    const failedAt = Temporal.Instant.from('2027-03-12T10:00:00Z');
    expect(RETRY_POLICY.maxAttempts).toBe(10);
    expect(nextAttemptAt(failedAt, 9)?.toString()).toBe('2027-03-12T11:00:00Z');
    expect(nextAttemptAt(failedAt, 10)).toBeUndefined();
  });
});
