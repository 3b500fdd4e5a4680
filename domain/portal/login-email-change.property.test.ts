import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isSameLoginEmail, loginEmailChangeExpiresAt, loginEmailChangeState } from './login-email-change';
import { instantArb } from './portal.arbitraries';

describe('login e-mail change link (properties)', () => {
  it('an unused link is valid exactly before 24 hours have passed since it was sent', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 3 * 24 * 3600 }), (issuedAt, seconds) => {
        const now = issuedAt.add({ seconds });
        const state = loginEmailChangeState({ expiresAt: loginEmailChangeExpiresAt(issuedAt), usedAt: null }, now);
        expect(state).toBe(seconds < 24 * 3600 ? 'valid' : 'expired');
      }),
    );
  });

  it('a used link is never valid again, whenever it is opened', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 24 * 3600 }), fc.integer({ min: 0, max: 5 * 24 * 3600 }), (issuedAt, usedAfter, openedAfter) => {
        const usedAt = issuedAt.add({ seconds: usedAfter });
        const state = loginEmailChangeState({ expiresAt: loginEmailChangeExpiresAt(issuedAt), usedAt }, usedAt.add({ seconds: openedAfter }));
        expect(state).toBe('used');
      }),
    );
  });

  it('an address differing only in letter case or surrounding blanks is the same address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.boolean(), (email, upper) => {
        expect(isSameLoginEmail(email, ` ${upper ? email.toUpperCase() : email} `)).toBe(true);
        expect(isSameLoginEmail(email, `x${email}`)).toBe(false);
      }),
    );
  });
});

describe('login e-mail change link', () => {
  it('sent at 10:00 UTC works until 09:59:59 UTC the next day', () => {
    const issuedAt = Temporal.Instant.from('2027-03-12T10:00:00Z');
    const expiresAt = loginEmailChangeExpiresAt(issuedAt);
    expect(expiresAt.toString()).toBe('2027-03-13T10:00:00Z');
    expect(loginEmailChangeState({ expiresAt, usedAt: null }, expiresAt.subtract({ seconds: 1 }))).toBe('valid');
    expect(loginEmailChangeState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
  });
});
