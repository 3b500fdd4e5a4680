import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { invitationExpiresAt, invitationState, mayRenewInvitation } from './gremium-invitation';

const instantArb = fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }).map((seconds) => Temporal.Instant.fromEpochMilliseconds(seconds * 1000));
const offsetArb = fc.integer({ min: -30 * 24 * 3600, max: 30 * 24 * 3600 });

describe('Gremium invitations (properties)', () => {
  it('an unused invitation works exactly during the 14 days after it was sent', () => {
    fc.assert(
      fc.property(instantArb, offsetArb, (invitedAt, offset) => {
        const expiresAt = invitationExpiresAt(invitedAt);
        const now = invitedAt.add({ seconds: offset });
        const inWindow = offset < 14 * 24 * 3600;
        expect(invitationState({ expiresAt, usedAt: null }, now)).toBe(inWindow ? 'valid' : 'expired');
        expect(mayRenewInvitation({ expiresAt, usedAt: null }, now)).toBe(!inWindow);
      }),
    );
  });

  it('a used invitation is used at every time, and is never renewed', () => {
    fc.assert(
      fc.property(instantArb, offsetArb, (invitedAt, offset) => {
        const invitation = { expiresAt: invitationExpiresAt(invitedAt), usedAt: invitedAt };
        const now = invitedAt.add({ seconds: offset });
        expect(invitationState(invitation, now)).toBe('used');
        expect(mayRenewInvitation(invitation, now)).toBe(false);
      }),
    );
  });
});

describe('invitationExpiresAt', () => {
  it('is 14 days after sending', () => {
    expect(invitationExpiresAt(Temporal.Instant.from('2026-11-01T10:00:00Z')).toString()).toBe('2026-11-15T10:00:00Z');
  });
});
