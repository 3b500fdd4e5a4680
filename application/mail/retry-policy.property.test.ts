import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETRY_POLICY, retryDelaySeconds } from './retry-policy';

const attempt = fc.integer({ min: 1, max: 60 });

describe('retry policy properties', () => {
  it('the delay never shrinks from one attempt to the next', () => {
    fc.assert(
      fc.property(attempt, (n) => {
        expect(retryDelaySeconds(n + 1)).toBeGreaterThanOrEqual(retryDelaySeconds(n));
      }),
    );
  });

  it('the delay stays between the first delay and the maximum', () => {
    fc.assert(
      fc.property(attempt, (n) => {
        const delay = retryDelaySeconds(n);
        expect(delay).toBeGreaterThanOrEqual(RETRY_POLICY.firstDelaySeconds);
        expect(delay).toBeLessThanOrEqual(RETRY_POLICY.maxDelaySeconds);
      }),
    );
  });
});
