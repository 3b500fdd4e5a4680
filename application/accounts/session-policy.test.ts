import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { needsTouch, sessionCookieMaxAgeSeconds, sessionExpiry } from './session-policy';

const login = Temporal.Instant.from('2026-11-22T08:00:00Z');

describe('session timeouts', () => {
  it('ends an unused session of a login 2 hours after it was last seen', () => {
    const session = { createdAt: login, lastSeenAt: login, userId: 7 };
    expect(sessionExpiry(session, login.add({ minutes: 119, seconds: 59 }))).toBe('active');
    expect(sessionExpiry(session, login.add({ hours: 2 }))).toBe('idle');
  });

  it('ends any session of a login 12 hours after the login, however recently used', () => {
    const session = { createdAt: login, lastSeenAt: login.add({ hours: 11, minutes: 59 }), userId: 7 };
    expect(sessionExpiry(session, login.add({ hours: 11, minutes: 59, seconds: 59 }))).toBe('active');
    expect(sessionExpiry(session, login.add({ hours: 12 }))).toBe('absolute');
  });

  it("keeps an anonymous visitor's session (their cart) for 30 days unused, and 90 days at most", () => {
    const unused = { createdAt: login, lastSeenAt: login, userId: null };
    expect(sessionExpiry(unused, login.add({ hours: 3 }))).toBe('active');
    expect(sessionExpiry(unused, login.add({ hours: 30 * 24 - 1 }))).toBe('active');
    expect(sessionExpiry(unused, login.add({ hours: 30 * 24 }))).toBe('idle');
    const busy = { createdAt: login, lastSeenAt: login.add({ hours: 89 * 24 }), userId: null };
    expect(sessionExpiry(busy, login.add({ hours: 90 * 24 - 1 }))).toBe('active');
    expect(sessionExpiry(busy, login.add({ hours: 90 * 24 }))).toBe('absolute');
  });

  it('moves the idle clock at most once a minute', () => {
    const session = { lastSeenAt: login };
    expect(needsTouch(session, login.add({ seconds: 59 }))).toBe(false);
    expect(needsTouch(session, login.add({ minutes: 1 }))).toBe(true);
  });

  it('lets the cookie live exactly as long as its session can: a login 12 hours, an anonymous visitor 90 days', () => {
    expect(sessionCookieMaxAgeSeconds({ userId: 7 })).toBe(12 * 3600);
    expect(sessionCookieMaxAgeSeconds({ userId: null })).toBe(90 * 24 * 3600);
  });
});
