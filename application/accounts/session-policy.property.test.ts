import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from './accounts.arbitraries';
import { needsTouch, sessionExpiry } from './session-policy';

const MINUTE = 60_000;

describe('session policy', () => {
  it('a session of a login is active exactly while under 2 h idle and under 12 h old', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 12 * 60 }), fc.integer({ min: 0, max: 16 * 60 }), (createdAt, seenAfter, nowAfter) => {
        const lastSeenAt = createdAt.add({ minutes: seenAfter });
        const now = createdAt.add({ minutes: Math.max(seenAfter, nowAfter) });
        const age = now.epochMilliseconds - createdAt.epochMilliseconds;
        const idle = now.epochMilliseconds - lastSeenAt.epochMilliseconds;
        expect(sessionExpiry({ createdAt, lastSeenAt, userId: 1 }, now) === 'active').toBe(age < 12 * 60 * MINUTE && idle < 2 * 60 * MINUTE);
      }),
    );
  });

  it('once expired, a session stays expired as time goes on', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 20 * 60 }), fc.integer({ min: 0, max: 600 }), (createdAt, minutes, later) => {
        const session = { createdAt, lastSeenAt: createdAt, userId: 1 };
        const now = createdAt.add({ minutes });
        if (sessionExpiry(session, now) !== 'active') {
          expect(sessionExpiry(session, now.add({ minutes: later }))).not.toBe('active');
        }
      }),
    );
  });

  it('a session is touched at most once a minute', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 10 * MINUTE }), (lastSeenAt, elapsed) => {
        expect(needsTouch({ lastSeenAt }, lastSeenAt.add({ milliseconds: elapsed }))).toBe(elapsed >= MINUTE);
      }),
    );
  });
});
