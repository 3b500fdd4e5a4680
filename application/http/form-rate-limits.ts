import { CONFERENCE_PATHS } from '../conference/conference.paths';
import type { RateLimitRule } from '../accounts/rate-limit';
import { WAITLIST_PATHS } from '../orders/orders.paths';

/**
 * The limits of the form endpoints that have no limit of their own in their use case, per
 * client address and fixed window, counted in the shared store (RateLimitRepository), keyed by
 * "METHOD route". The use cases' own limits stay where their rule is (accounts/rate-limit.ts for
 * logins, e-mail checks and registrations; forms, feedback and consultation next to their
 * service); this table is for the rest, so a new form endpoint is one line here.
 * - waiting list and reservation: 30 an hour (a works council books a handful; a booking of a whole committee may take a few tries) is more than a works council books, and stops
 *   seat-hoarding scripts;
 * - Fachtagung sign-up and booking: 30 an hour likewise.
 */
export const FORM_RATE_LIMITS: Readonly<Record<string, RateLimitRule>> = {
  [`POST ${WAITLIST_PATHS.join}`]: { name: 'waitlist', limit: 30, windowSeconds: 60 * 60 },
  [`POST ${WAITLIST_PATHS.reserve}`]: { name: 'reservation', limit: 30, windowSeconds: 60 * 60 },
  [`POST ${CONFERENCE_PATHS.register}`]: { name: 'conference-registration', limit: 30, windowSeconds: 60 * 60 },
  [`POST ${CONFERENCE_PATHS.book}`]: { name: 'conference-booking', limit: 30, windowSeconds: 60 * 60 },
};

/** The German answer of a refused form post: the wait in whole minutes (at least one). */
export const tooManyRequestsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Zu viele Anfragen. Bitte versuchen Sie es in ${minutes === 1 ? 'einer Minute' : `${String(minutes)} Minuten`} erneut.`;
};
