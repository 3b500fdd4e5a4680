import { Temporal } from 'temporal-polyfill';

/** At most `limit` counted events per key in each fixed window of `windowSeconds`. */
export interface RateLimitRule {
  /** Names the bucket; the key (an address, an e-mail) is appended. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/**
 * The limits of the accounts (fixed windows, shared by all instances through the database):
 * - failed logins per account: 5 per 15 minutes stops password guessing on one account, yet a
 *   user who mistypes a few times is not locked out for long;
 * - failed logins per address: 20 per 15 minutes stops one machine from trying many accounts;
 *   successful logins do not count, so a works council behind one office router is not hit;
 * - e-mail checks per address (availability and the login step, both tell whether an account
 *   exists): 30 per minute is more than any typing person needs, and slows down harvesting;
 * - registrations per address: 10 per hour;
 * - confirmation mails sent again: 3 per hour for one account (no mail bombing of an address),
 *   10 per hour from one client address;
 * - password reset mails ("Passwort vergessen?"): the same, 3 per hour for one account and 10 per
 *   hour from one client address.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: 'login-account', limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ADDRESS: RateLimitRule = { name: 'login-address', limit: 20, windowSeconds: 15 * 60 };
export const EMAIL_CHECKS_PER_ADDRESS: RateLimitRule = { name: 'email-check', limit: 30, windowSeconds: 60 };
export const REGISTRATIONS_PER_ADDRESS: RateLimitRule = { name: 'registration', limit: 10, windowSeconds: 60 * 60 };
export const CONFIRMATION_RESENDS_PER_ACCOUNT: RateLimitRule = { name: 'confirmation-resend-account', limit: 3, windowSeconds: 60 * 60 };
export const CONFIRMATION_RESENDS_PER_ADDRESS: RateLimitRule = { name: 'confirmation-resend-address', limit: 10, windowSeconds: 60 * 60 };
export const PASSWORD_RESETS_PER_ACCOUNT: RateLimitRule = { name: 'password-reset-account', limit: 3, windowSeconds: 60 * 60 };
export const PASSWORD_RESETS_PER_ADDRESS: RateLimitRule = { name: 'password-reset-address', limit: 10, windowSeconds: 60 * 60 };

export interface RateWindow {
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

/** The fixed window `now` falls in: windows are aligned to the Unix epoch, so every instance agrees. */
export const windowAt = (rule: RateLimitRule, now: Temporal.Instant): RateWindow => {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(now.epochMilliseconds / windowMs) * windowMs;
  return {
    start: Temporal.Instant.fromEpochMilliseconds(startMs),
    end: Temporal.Instant.fromEpochMilliseconds(startMs + windowMs),
  };
};

/** Whole seconds until the window ends, at least 1 (a Retry-After of 0 would invite a retry storm). */
export const retryAfterSeconds = (window: RateWindow, now: Temporal.Instant): number =>
  Math.max(1, Math.ceil((window.end.epochMilliseconds - now.epochMilliseconds) / 1000));

export const bucketOf = (rule: RateLimitRule, key: string): string => `${rule.name}:${key}`;
