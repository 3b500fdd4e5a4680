import type { Temporal } from 'temporal-polyfill';
import { confirmationState, type ConfirmationState, type IssuedConfirmation } from '../login/email-confirmation';

/**
 * How long the link of a Gremium invitation works: two weeks cover a works council's meeting
 * cycle and a holiday; after that the admin sends a new one (which replaces the old link).
 */
export const GREMIUM_INVITATION_VALIDITY: Temporal.DurationLike = { hours: 14 * 24 };

export const invitationExpiresAt = (invitedAt: Temporal.Instant): Temporal.Instant => invitedAt.add(GREMIUM_INVITATION_VALIDITY);

/** Same rule as every link we mail: it works once, and only until it expires (the expiry instant itself is too late). */
export type InvitationState = ConfirmationState;

export const invitationState = (invitation: IssuedConfirmation, now: Temporal.Instant): InvitationState => confirmationState(invitation, now);

/** Whether the admin may send the address a new link now: only when the pending one no longer works. */
export const mayRenewInvitation = (invitation: IssuedConfirmation, now: Temporal.Instant): boolean => invitationState(invitation, now) === 'expired';

/** What the invitation page says when its link opens nothing (spec style: full sentence, what to do next). */
export const INVITATION_MESSAGES = {
  unknown:
    'Diese Einladung kennen wir nicht. Bitte prüfen Sie, ob Sie den Link aus der E-Mail vollständig geöffnet haben, oder bitten Sie die Administration Ihres Gremiums um eine neue Einladung.',
  expired: 'Diese Einladung ist abgelaufen. Bitte bitten Sie die Administration Ihres Gremiums um eine neue Einladung.',
  used: 'Diese Einladung wurde bereits angenommen. Sie können sie nur einmal verwenden.',
  alreadyInGremium: 'Sie gehören bereits einem Gremium an. Bitte lassen Sie sich dort zuerst austragen.',
} as const;
