import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_REPEAT_MESSAGES, passwordRepeatProblem, passwordRule } from './password-rule';

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

describe('the repetition of a new password', () => {
  it('asks for the repetition, and for the same password as typed', () => {
    expect(passwordRepeatProblem('Elbufer-im-Regen', '')).toBe(PASSWORD_REPEAT_MESSAGES.repeatMissing);
    expect(passwordRepeatProblem('Elbufer-im-Regen', 'elbufer-im-regen')).toBe(PASSWORD_REPEAT_MESSAGES.repeatDiffers);
    expect(passwordRepeatProblem('Elbufer-im-Regen ', 'Elbufer-im-Regen')).toBe(PASSWORD_REPEAT_MESSAGES.repeatDiffers);
    expect(passwordRepeatProblem('Elbufer-im-Regen', 'Elbufer-im-Regen')).toBeUndefined();
  });

  it('a repetition is accepted exactly when it equals the password', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (password, repeat) => {
        expect(passwordRepeatProblem(password, repeat) === undefined).toBe(password === repeat);
        expect(passwordRepeatProblem(password, password)).toBeUndefined();
      }),
    );
  });
});
