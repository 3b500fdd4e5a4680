import { Temporal } from 'temporal-polyfill';

/**
 * How long the link in the confirmation mail works: two days cover a weekend's inbox, and a
 * link that lies around longer (a forwarded mail, an old backup) opens nothing.
 */
export const EMAIL_CONFIRMATION_VALIDITY: Temporal.DurationLike = { hours: 48 };

export const confirmationExpiresAt = (issuedAt: Temporal.Instant): Temporal.Instant => issuedAt.add(EMAIL_CONFIRMATION_VALIDITY);

export interface IssuedConfirmation {
  readonly expiresAt: Temporal.Instant;
  readonly usedAt: Temporal.Instant | null;
}

/** A link works once, and only until it expires (the expiry instant itself is too late). */
export type ConfirmationState = 'valid' | 'used' | 'expired';

export const confirmationState = (confirmation: IssuedConfirmation, now: Temporal.Instant): ConfirmationState =>
  confirmation.usedAt !== null ? 'used' : Temporal.Instant.compare(now, confirmation.expiresAt) >= 0 ? 'expired' : 'valid';
