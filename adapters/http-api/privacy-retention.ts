import type { FastifyInstance } from 'fastify';
import type { DataExports } from '../../application/privacy/data-exports';
import type { RetentionService } from '../../application/privacy/retention';
import { claimRound, recordRound, type FleetRounds } from './fleet-rounds';

/** The shortest period of a rule is 48 hours: an hourly round keeps every rule to within an hour. */
export const PRIVACY_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** The mail promises the export "in a few minutes": a round every half minute packs what was asked for since. */
export const DATA_EXPORT_INTERVAL_MS = 30 * 1000;

/**
 * A timer whose every round runs on one instance of the fleet (scheduled_jobs); a failure is
 * logged and counted, the next round tries again.
 */
const scheduleFleetJob = (server: FastifyInstance, job: string, intervalMs: number, work: () => Promise<unknown>, rounds: FleetRounds | undefined): void => {
  const timer = setInterval(() => {
    claimRound(rounds, job, intervalMs)
      .then(async (mine) => (mine ? { done: await work() } : undefined))
      .then(
        (round) => {
          if (round === undefined) return;
          recordRound(rounds, job, 'success');
          server.log.debug({ done: round.done }, job);
        },
        (error: unknown) => {
          recordRound(rounds, job, 'failure');
          server.log.error({ err: error }, `${job} failed`);
        },
      );
  }, intervalMs);
  timer.unref();
  server.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
};

/**
 * The retention rules of domain/privacy (requests, anonymous carts, mails, data exports, past
 * participants), hourly; each rule's delete is idempotent, so a failed round is finished by the next.
 */
export const schedulePrivacyRetention = (
  server: FastifyInstance,
  retention: Pick<RetentionService, 'run'>,
  rounds?: FleetRounds,
  intervalMs = PRIVACY_RETENTION_INTERVAL_MS,
): void => {
  scheduleFleetJob(server, 'privacy-retention', intervalMs, () => retention.run(), rounds);
};

/** "Meine Daten herunterladen" in the background: packs the waiting exports and mails their links. */
export const scheduleDataExports = (server: FastifyInstance, exports: Pick<DataExports, 'prepareDue'>, rounds?: FleetRounds, intervalMs = DATA_EXPORT_INTERVAL_MS): void => {
  scheduleFleetJob(server, 'data-exports', intervalMs, () => exports.prepareDue(), rounds);
};
