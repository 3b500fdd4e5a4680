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
const WAITLIST_RULE: RateLimitRule = { name: 'waitlist', limit: 30, windowSeconds: 60 * 60 };
const RESERVATION_RULE: RateLimitRule = { name: 'reservation', limit: 30, windowSeconds: 60 * 60 };
const CONFERENCE_REGISTRATION_RULE: RateLimitRule = { name: 'conference-registration', limit: 30, windowSeconds: 60 * 60 };
const CONFERENCE_BOOKING_RULE: RateLimitRule = { name: 'conference-booking', limit: 30, windowSeconds: 60 * 60 };

export const FORM_RATE_LIMITS: Readonly<Record<string, RateLimitRule>> = {
  [`POST ${WAITLIST_PATHS.join}`]: WAITLIST_RULE,
  [`POST ${WAITLIST_PATHS.reserve}`]: RESERVATION_RULE,
  [`POST ${CONFERENCE_PATHS.register}`]: CONFERENCE_REGISTRATION_RULE,
  [`POST ${CONFERENCE_PATHS.book}`]: CONFERENCE_BOOKING_RULE,
};

/**
 * The pages whose plain form post (without JavaScript) does what the API route above does, in
 * the server's process: it counts against the same rule (same name, same counter), so a script
 * cannot go round the limit by posting the page's form instead of the API. Page paths as the
 * page routes declare them (ui/pages/…/…paths.ts; `:name` is one path segment).
 */
export const PAGE_FORM_RATE_LIMITS: readonly { readonly path: string; readonly rule: RateLimitRule }[] = [
  { path: '/warteliste', rule: WAITLIST_RULE },
  { path: '/reservierung', rule: RESERVATION_RULE },
  { path: '/fachtagung/anmeldung', rule: CONFERENCE_REGISTRATION_RULE },
  { path: '/fachtagung/:conference/buchung', rule: CONFERENCE_BOOKING_RULE },
];

/** The rule of a page path's form post, if it has one. */
export const pageFormRateLimit = (pathname: string): RateLimitRule | undefined =>
  PAGE_FORM_RATE_LIMITS.find(({ path }) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname))?.rule;
