import type { Temporal } from 'temporal-polyfill';
import type { StoredSession } from './session';

/**
 * Session lifetimes, in one place (OWASP session management):
 * - IDLE_TIMEOUT: a session nobody used for 2 hours ends; a half-day seminar break or a long
 *   form is covered, a forgotten office computer is not open for the rest of the day.
 * - ABSOLUTE_TIMEOUT: however active, a session ends 12 hours after its login (or start), so a
 *   stolen token is worth one working day at most.
 * - LAST_SEEN_REFRESH: the idle clock is moved at most once a minute, sparing a database write
 *   on every request; the idle timeout is therefore exact to within that minute.
 */
export const IDLE_TIMEOUT = { hours: 2 } as const;
export const ABSOLUTE_TIMEOUT = { hours: 12 } as const;
export const LAST_SEEN_REFRESH = { minutes: 1 } as const;

/** The cookie lives as long as a session can: the server still checks both timeouts. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = ABSOLUTE_TIMEOUT.hours * 3600;

export type SessionExpiry = 'active' | 'idle' | 'absolute';

const atOrAfter = (a: Temporal.Instant, b: Temporal.Instant): boolean => a.epochMilliseconds >= b.epochMilliseconds;

/** Whether the session may still be used at `now`, and which limit ended it if not. */
export const sessionExpiry = (session: Pick<StoredSession, 'createdAt' | 'lastSeenAt'>, now: Temporal.Instant): SessionExpiry => {
  if (atOrAfter(now, session.createdAt.add(ABSOLUTE_TIMEOUT))) return 'absolute';
  if (atOrAfter(now, session.lastSeenAt.add(IDLE_TIMEOUT))) return 'idle';
  return 'active';
};

/** Whether this use of an active session should move its idle clock (once a minute at most). */
export const needsTouch = (session: Pick<StoredSession, 'lastSeenAt'>, now: Temporal.Instant): boolean =>
  atOrAfter(now, session.lastSeenAt.add(LAST_SEEN_REFRESH));
