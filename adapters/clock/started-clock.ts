import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../../application/ports/clock';

/**
 * A clock that starts at a chosen instant and then runs in real time (CLOCK_START): a rehearsal
 * or a browser test lets the server live days ahead, e.g. to watch a reservation's reminder and
 * lapse go out through the scheduled jobs. Never set in production.
 */
export const clockStartingAt = (start: Temporal.Instant, real: Clock = { now: () => Temporal.Now.instant() }): Clock => {
  const startedAt = real.now();
  return { now: () => start.add({ nanoseconds: Number(real.now().epochNanoseconds - startedAt.epochNanoseconds) }) };
};
