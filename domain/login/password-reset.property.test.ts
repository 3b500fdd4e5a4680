import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../portal/portal.arbitraries';
import { passwordResetExpiresAt, passwordResetState } from './password-reset';

describe('password reset link (properties)', () => {
  it('an unused link is valid exactly before one hour has passed since it was sent', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 3 * 3600 }), (issuedAt, seconds) => {
        const state = passwordResetState({ expiresAt: passwordResetExpiresAt(issuedAt), usedAt: null }, issuedAt.add({ seconds }));
        expect(state).toBe(seconds < 3600 ? 'valid' : 'expired');
      }),
    );
  });

  it('a used link is never valid again, whenever it is opened', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 0, max: 5 * 24 * 3600 }), (issuedAt, usedAfter, openedAfter) => {
        const usedAt = issuedAt.add({ seconds: usedAfter });
        expect(passwordResetState({ expiresAt: passwordResetExpiresAt(issuedAt), usedAt }, usedAt.add({ seconds: openedAfter }))).toBe('used');
      }),
    );
  });
});
