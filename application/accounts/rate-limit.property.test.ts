import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb, ruleArb } from './accounts.arbitraries';
import { retryAfterSeconds, windowAt } from './rate-limit';

describe('fixed rate-limit windows', () => {
  it('now lies in its window, which is exactly one window long', () => {
    fc.assert(
      fc.property(ruleArb, instantArb, (rule, now) => {
        const { start, end } = windowAt(rule, now);
        expect(start.epochMilliseconds).toBeLessThanOrEqual(now.epochMilliseconds);
        expect(now.epochMilliseconds).toBeLessThan(end.epochMilliseconds);
        expect(end.epochMilliseconds - start.epochMilliseconds).toBe(rule.windowSeconds * 1000);
      }),
    );
  });

  it('every instant of a window maps to the same window (instances agree)', () => {
    fc.assert(
      fc.property(ruleArb, instantArb, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (rule, now, fraction) => {
        const window = windowAt(rule, now);
        const other = window.start.add({ milliseconds: Math.floor(fraction * rule.windowSeconds * 1000) });
        expect(windowAt(rule, other).start.equals(window.start)).toBe(true);
      }),
    );
  });

  it('Retry-After is between 1 second and the window length, and waiting it out reaches the next window', () => {
    fc.assert(
      fc.property(ruleArb, instantArb, (rule, now) => {
        const window = windowAt(rule, now);
        const wait = retryAfterSeconds(window, now);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(rule.windowSeconds);
        expect(windowAt(rule, now.add({ seconds: wait })).start.equals(window.end)).toBe(true);
      }),
    );
  });
});
