import type { Temporal } from 'temporal-polyfill';
import { confirmationState, type ConfirmationState, type IssuedConfirmation } from '../login/email-confirmation';

/**
 * How long the link that confirms a new login address works. Shorter than the registration's:
 * the account already exists, and an address change is the first step of taking one over.
 */
export const LOGIN_EMAIL_CHANGE_VALIDITY: Temporal.DurationLike = { hours: 24 };

export const loginEmailChangeExpiresAt = (issuedAt: Temporal.Instant): Temporal.Instant => issuedAt.add(LOGIN_EMAIL_CHANGE_VALIDITY);

/** Like the registration's link: it works once, and only before its expiry instant. */
export const loginEmailChangeState = (change: IssuedConfirmation, now: Temporal.Instant): ConfirmationState => confirmationState(change, now);

export const LOGIN_EMAIL_CHANGE_MESSAGES = {
  sameAddress: 'Das ist bereits Ihre E-Mail-Adresse.',
} as const;

const comparable = (email: string): string => email.trim().toLowerCase();

/** A change to the address the account already has (in any letter case) is no change. */
export const isSameLoginEmail = (current: string, requested: string): boolean => comparable(current) === comparable(requested);
