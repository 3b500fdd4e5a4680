import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_MAX_AGE_SECONDS, needsTouch, sessionExpiry } from './session-policy';

const login = Temporal.Instant.from('2026-11-22T08:00:00Z');

describe('session timeouts', () => {
  it('ends an unused session 2 hours after it was last seen', () => {
    const session = { createdAt: login, lastSeenAt: login };
    expect(sessionExpiry(session, login.add({ minutes: 119, seconds: 59 }))).toBe('active');
    expect(sessionExpiry(session, login.add({ hours: 2 }))).toBe('idle');
  });

  it('ends any session 12 hours after its login, however recently used', () => {
    const session = { createdAt: login, lastSeenAt: login.add({ hours: 11, minutes: 59 }) };
    expect(sessionExpiry(session, login.add({ hours: 11, minutes: 59, seconds: 59 }))).toBe('active');
    expect(sessionExpiry(session, login.add({ hours: 12 }))).toBe('absolute');
  });

  it('moves the idle clock at most once a minute', () => {
    const session = { lastSeenAt: login };
    expect(needsTouch(session, login.add({ seconds: 59 }))).toBe(false);
    expect(needsTouch(session, login.add({ minutes: 1 }))).toBe(true);
  });

  it('lets the cookie live exactly as long as the absolute timeout', () => {
    expect(SESSION_COOKIE_MAX_AGE_SECONDS).toBe(12 * 3600);
  });
});
