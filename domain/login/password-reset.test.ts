import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { passwordResetExpiresAt, passwordResetState } from './password-reset';

const issued = Temporal.Instant.from('2027-03-12T10:00:00Z');

describe('password reset link', () => {
  it('works for one hour after it was sent, not at the full hour', () => {
    const expiresAt = passwordResetExpiresAt(issued);
    expect(expiresAt.toString()).toBe('2027-03-12T11:00:00Z');
    expect(passwordResetState({ expiresAt, usedAt: null }, issued)).toBe('valid');
    expect(passwordResetState({ expiresAt, usedAt: null }, expiresAt.subtract({ seconds: 1 }))).toBe('valid');
    expect(passwordResetState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
  });

  it('works once: a used link stays used, also after it expired', () => {
    const expiresAt = passwordResetExpiresAt(issued);
    const usedAt = issued.add({ minutes: 10 });
    expect(passwordResetState({ expiresAt, usedAt }, usedAt)).toBe('used');
    expect(passwordResetState({ expiresAt, usedAt }, expiresAt.add({ hours: 1 }))).toBe('used');
  });
});
