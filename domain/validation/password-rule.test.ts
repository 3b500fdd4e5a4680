import { describe, expect, it } from 'vitest';
import { passwordRule } from './password-rule';

describe('password', () => {
  it('needs at least 8 characters', () => {
    expect(passwordRule('')).toBe('Bitte wählen Sie ein Passwort in dem vorgegebenen Format');
    expect(passwordRule('1234567')).toBe('Bitte wählen Sie ein Passwort in dem vorgegebenen Format');
    expect(passwordRule('12345678')).toBeUndefined();
  });

  it('counts spaces as typed, but refuses whitespace only', () => {
    expect(passwordRule(' 123456 ')).toBeUndefined();
    expect(passwordRule('        ')).toBe('Bitte wählen Sie ein Passwort in dem vorgegebenen Format');
  });
});
