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
