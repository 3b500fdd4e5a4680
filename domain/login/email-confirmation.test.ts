import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { confirmationExpiresAt, confirmationState } from './email-confirmation';

const issued = Temporal.Instant.from('2027-03-12T10:00:00Z');

describe('e-mail confirmation link', () => {
  it('works for 48 hours after it was sent, not at the 48th hour', () => {
    const expiresAt = confirmationExpiresAt(issued);
    expect(expiresAt.toString()).toBe('2027-03-14T10:00:00Z');
    expect(confirmationState({ expiresAt, usedAt: null }, issued)).toBe('valid');
    expect(confirmationState({ expiresAt, usedAt: null }, expiresAt.subtract({ seconds: 1 }))).toBe('valid');
    expect(confirmationState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
  });

  it('works once: a used link stays used, also after it expired', () => {
    const expiresAt = confirmationExpiresAt(issued);
    const usedAt = issued.add({ hours: 1 });
    expect(confirmationState({ expiresAt, usedAt }, usedAt)).toBe('used');
    expect(confirmationState({ expiresAt, usedAt }, expiresAt.add({ hours: 1 }))).toBe('used');
  });
});
