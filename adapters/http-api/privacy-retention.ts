import type { FastifyInstance } from 'fastify';
import type { RetentionService } from '../../application/privacy/retention';
import { claimRound, recordRound, type FleetRounds } from './fleet-rounds';

/** The shortest period of a rule is 48 hours: an hourly round keeps every rule to within an hour. */
export const PRIVACY_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the retention rules of domain/privacy (requests, anonymous carts, mails, data exports,
 * past participants) every hour while the server runs, by one instance of a fleet per round.
 * A failure is logged, the next round tries again (each rule's delete is idempotent).
 */
export const schedulePrivacyRetention = (
  server: FastifyInstance,
  retention: Pick<RetentionService, 'run'>,
  rounds?: FleetRounds,
  intervalMs = PRIVACY_RETENTION_INTERVAL_MS,
): void => {
  const timer = setInterval(() => {
    claimRound(rounds, 'privacy-retention', intervalMs)
      .then(async (mine) => (mine ? retention.run() : undefined))
      .then(
        (done) => {
          if (done === undefined) return;
          recordRound(rounds, 'privacy-retention', 'success');
          server.log.debug({ done }, 'privacy retention');
        },
        (error: unknown) => {
          recordRound(rounds, 'privacy-retention', 'failure');
          server.log.error({ err: error }, 'privacy retention failed');
        },
      );
  }, intervalMs);
  timer.unref();
  server.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
};
