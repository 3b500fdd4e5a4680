import type { FieldRule } from './field-rule';
import { charCount, normalizeInput } from './field-rule';
import { VALIDATION_MESSAGES as M } from './messages';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Unlike every other field, a password is taken as typed: spaces may be part of the secret.
 * A password of whitespace only is still refused.
 */
export const passwordRule: FieldRule = (value) =>
  normalizeInput(value) === '' || charCount(value) < PASSWORD_MIN_LENGTH ? M.password : undefined;

/** What a new password's field says under its label (the registration, the password reset). */
export const PASSWORD_HINT = `Mindestens ${String(PASSWORD_MIN_LENGTH)} Zeichen. Am sichersten ist ein Satz aus mehreren Wörtern.`;

export const PASSWORD_REPEAT_MESSAGES = {
  repeatMissing: 'Bitte wiederholen Sie das neue Passwort.',
  repeatDiffers: 'Die beiden Passwörter stimmen nicht überein.',
} as const;

/** The second entry of a new password: given, and exactly the first (a password is compared as typed). */
export const passwordRepeatProblem = (password: string, repeat: string): string | undefined =>
  repeat === '' ? PASSWORD_REPEAT_MESSAGES.repeatMissing : repeat !== password ? PASSWORD_REPEAT_MESSAGES.repeatDiffers : undefined;
