import type { Temporal } from 'temporal-polyfill';
import { confirmationState, type ConfirmationState, type IssuedConfirmation } from './email-confirmation';

/**
 * How long the link in the mail "Passwort zurücksetzen" works. Much shorter than the other links:
 * whoever holds it can take the account over, and a visitor who forgot the password is waiting
 * for the mail right now.
 */
export const PASSWORD_RESET_VALIDITY: Temporal.DurationLike = { hours: 1 };

export const passwordResetExpiresAt = (issuedAt: Temporal.Instant): Temporal.Instant => issuedAt.add(PASSWORD_RESET_VALIDITY);

/** Like the registration's link: it works once, and only before its expiry instant. */
export const passwordResetState = (reset: IssuedConfirmation, now: Temporal.Instant): ConfirmationState => confirmationState(reset, now);

export const PASSWORD_REPEAT_MESSAGES = {
  repeatMissing: 'Bitte wiederholen Sie das neue Passwort.',
  repeatDiffers: 'Die beiden Passwörter stimmen nicht überein.',
} as const;

/** The second entry of a new password: given, and exactly the first (a password is compared as typed). */
export const passwordRepeatProblem = (password: string, repeat: string): string | undefined =>
  repeat === '' ? PASSWORD_REPEAT_MESSAGES.repeatMissing : repeat !== password ? PASSWORD_REPEAT_MESSAGES.repeatDiffers : undefined;
