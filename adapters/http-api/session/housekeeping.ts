import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../../application/accounts/rate-limiter';
import type { SessionService } from '../../../application/accounts/session.service';
import { claimRound, recordRound, type FleetRounds } from '../fleet-rounds';

/** Often enough that the tables stay small, rarely enough to cost nothing. */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;

export interface Housekeeping {
  readonly sessions: Pick<SessionService, 'purgeExpired'>;
  readonly limiter: Pick<RateLimiter, 'purgeExpired'>;
}

/** Deletes expired sessions and old rate-limit windows; answers how many of each. */
export const runHousekeeping = async ({ sessions, limiter }: Housekeeping) => ({
  sessions: await sessions.purgeExpired(),
  rateLimitWindows: await limiter.purgeExpired(),
});

/**
 * Runs the clean-up every 15 minutes while the server runs. Every instance ticks; with `rounds`
 * one instance of the fleet takes each round (the deletes are idempotent anyway, but N instances
 * would scan the tables N times). A failure is logged and the next round tries again.
 */
export const scheduleHousekeeping = (
  server: FastifyInstance,
  housekeeping: Housekeeping,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
  rounds?: FleetRounds,
): void => {
  const timer = setInterval(() => {
    claimRound(rounds, 'session-housekeeping', intervalMs)
      .then((mine) => (mine ? runHousekeeping(housekeeping) : undefined))
      .then(
      (deleted) => {
        if (deleted === undefined) return;
        recordRound(rounds, 'session-housekeeping', 'success');
        server.log.debug({ deleted }, 'housekeeping');
      },
      (error: unknown) => {
        recordRound(rounds, 'session-housekeeping', 'failure');
        server.log.error({ err: error }, 'housekeeping failed');
      },
    );
  }, intervalMs);
  timer.unref();
  server.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
};
