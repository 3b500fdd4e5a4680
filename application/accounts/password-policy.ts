import { passwordRule } from '../../domain/validation/password-rule';
import type { CommonPasswords } from './common-passwords';
import { ACCOUNT_MESSAGES as M } from './messages';

/**
 * NIST SP 800-63B asks to accept at least 64 characters; 256 is far above that and still bounds
 * the cost of hashing what a client sends. Counted in code points (at most 4 bytes each).
 */
export const PASSWORD_MAX_LENGTH = 256;

/** Code points, not graphemes: the cap bounds bytes to hash, not what a reader sees. */
const codePoints = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/**
 * The rule for a new password (registration): the form's rule of §5 (at least 8 characters),
 * a cap, and none of the passwords attackers try first. Answers the German message or undefined.
 */
export const newPasswordProblem = (password: string, common: CommonPasswords): string | undefined =>
  passwordRule(password) ??
  (codePoints(password) > PASSWORD_MAX_LENGTH ? M.passwordTooLong : undefined) ??
  (common.isCommon(password) ? M.passwordTooCommon : undefined);

/**
 * A password offered at login: only present and bounded. The length rule of §5 is not applied,
 * so a wrong short password gets the same answer as any wrong password.
 */
export const loginPasswordProblem = (password: string): string | undefined =>
  password === '' ? M.passwordMissing : codePoints(password) > PASSWORD_MAX_LENGTH ? M.passwordTooLong : undefined;
