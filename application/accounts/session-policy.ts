import type { Temporal } from 'temporal-polyfill';
import type { StoredSession } from './session';

/**
 * Session lifetimes, in one place (OWASP session management):
 * - IDLE_TIMEOUT: a logged-in session nobody used for 2 hours ends; a half-day seminar break or a
 *   long form is covered, a forgotten office computer is not open for the rest of the day.
 * - ABSOLUTE_TIMEOUT: however active, a logged-in session ends 12 hours after its login, so a
 *   stolen token is worth one working day at most.
 * - VISITOR_IDLE_TIMEOUT: an anonymous visitor's session holds no login, only their cart (and
 *   where to go after a login, a date to keep): it ends after 30 days unused, so a cart filled
 *   today is still there next month. A login rotates its token and puts the 2-hour and 12-hour
 *   limits on it; the logout deletes it, so on a shared office computer the cart goes with it.
 * - VISITOR_ABSOLUTE_TIMEOUT: however active, an anonymous session ends after 90 days.
 * - LAST_SEEN_REFRESH: the idle clock is moved at most once a minute, sparing a database write
 *   on every request; the idle timeout is therefore exact to within that minute.
 */
export const IDLE_TIMEOUT = { hours: 2 } as const;
export const ABSOLUTE_TIMEOUT = { hours: 12 } as const;
export const VISITOR_IDLE_TIMEOUT = { hours: 30 * 24 } as const;
export const VISITOR_ABSOLUTE_TIMEOUT = { hours: 90 * 24 } as const;
export const LAST_SEEN_REFRESH = { minutes: 1 } as const;

export type SessionExpiry = 'active' | 'idle' | 'absolute';

/** The two timeouts of a session: a login's (also while impersonating) or an anonymous visitor's. */
export const timeoutsOf = (session: Pick<StoredSession, 'userId'>): { readonly idle: { readonly hours: number }; readonly absolute: { readonly hours: number } } =>
  session.userId === null ? { idle: VISITOR_IDLE_TIMEOUT, absolute: VISITOR_ABSOLUTE_TIMEOUT } : { idle: IDLE_TIMEOUT, absolute: ABSOLUTE_TIMEOUT };

/**
 * The cookie lives as long as its session can: a login's 12 hours, an anonymous visitor's 90
 * days (their cart); the server still checks both timeouts of each kind.
 */
export const sessionCookieMaxAgeSeconds = (session: Pick<StoredSession, 'userId'>): number => timeoutsOf(session).absolute.hours * 3600;

const atOrAfter = (a: Temporal.Instant, b: Temporal.Instant): boolean => a.epochMilliseconds >= b.epochMilliseconds;

/** Whether the session may still be used at `now`, and which limit ended it if not. */
export const sessionExpiry = (session: Pick<StoredSession, 'createdAt' | 'lastSeenAt' | 'userId'>, now: Temporal.Instant): SessionExpiry => {
  const { idle, absolute } = timeoutsOf(session);
  if (atOrAfter(now, session.createdAt.add(absolute))) return 'absolute';
  if (atOrAfter(now, session.lastSeenAt.add(idle))) return 'idle';
  return 'active';
};

/** Whether this use of an active session should move its idle clock (once a minute at most). */
export const needsTouch = (session: Pick<StoredSession, 'lastSeenAt'>, now: Temporal.Instant): boolean =>
  atOrAfter(now, session.lastSeenAt.add(LAST_SEEN_REFRESH));
