import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHECKS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  bucketOf,
  retryAfterSeconds,
  windowAt,
} from './rate-limit';

describe('rate limits', () => {
  it('are 5 failed logins per account and 20 per address in 15 minutes, 30 e-mail checks a minute', () => {
    expect(LOGIN_FAILURES_PER_ACCOUNT).toMatchObject({ limit: 5, windowSeconds: 900 });
    expect(LOGIN_FAILURES_PER_ADDRESS).toMatchObject({ limit: 20, windowSeconds: 900 });
    expect(EMAIL_CHECKS_PER_ADDRESS).toMatchObject({ limit: 30, windowSeconds: 60 });
  });

  it('use fixed windows aligned to the epoch: 09:07 falls in 09:00 to 09:15', () => {
    const window = windowAt(LOGIN_FAILURES_PER_ACCOUNT, Temporal.Instant.from('2026-11-22T09:07:30Z'));
    expect(window.start.toString()).toBe('2026-11-22T09:00:00Z');
    expect(window.end.toString()).toBe('2026-11-22T09:15:00Z');
    expect(retryAfterSeconds(window, Temporal.Instant.from('2026-11-22T09:07:30Z'))).toBe(450);
    expect(retryAfterSeconds(window, Temporal.Instant.from('2026-11-22T09:14:59.900Z'))).toBe(1);
  });

  it('name the bucket by rule and key', () => {
    expect(bucketOf(EMAIL_CHECKS_PER_ADDRESS, '192.0.2.1')).toBe('email-check:192.0.2.1');
  });
});
