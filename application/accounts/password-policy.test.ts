import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, loginPasswordProblem, newPasswordProblem } from './password-policy';

const common = { isCommon: (password: string) => ['password1', 'qwertzuiop'].includes(password.toLowerCase()) };

describe('the password of a new account', () => {
  it('needs the 8 characters of §5, with the form message', () => {
    expect(newPasswordProblem('Kurz-7', common)).toBe('Bitte wählen Sie ein Passwort in dem vorgegebenen Format');
    expect(newPasswordProblem('        ', common)).toBe('Bitte wählen Sie ein Passwort in dem vorgegebenen Format');
    expect(newPasswordProblem('Acht-ist', common)).toBeUndefined();
  });

  it('may have up to 256 characters (code points), not more', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(256);
    expect(newPasswordProblem('🔑'.repeat(256), common)).toBeUndefined();
    expect(newPasswordProblem('a'.repeat(257), common)).toBe('Das Passwort darf höchstens 256 Zeichen lang sein.');
  });

  it('is none of the common passwords', () => {
    expect(newPasswordProblem('Password1', common)).toBe(
      'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    );
  });
});

describe('a password offered at login', () => {
  it('must be present and at most 256 characters, but not 8 long', () => {
    expect(loginPasswordProblem('')).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(loginPasswordProblem('kurz')).toBeUndefined();
    expect(loginPasswordProblem('a'.repeat(257))).toBe('Das Passwort darf höchstens 256 Zeichen lang sein.');
  });
});
