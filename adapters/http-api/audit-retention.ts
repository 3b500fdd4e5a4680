import type { FastifyInstance } from 'fastify';
import { DEFAULT_AUDIT_RETENTION_DAYS } from '../../application/audit/audit-log';
import type { AuditLogService } from '../../application/audit/audit-log.service';
import { HOUSEKEEPING_INTERVAL_MS } from './session/housekeeping';
import { claimRound, recordRound, type FleetRounds } from './fleet-rounds';

const MAX_RETENTION_DAYS = 36_500;

/** AUDIT_RETENTION_DAYS: whole days from 1 on; unset means the default. A wrong value stops the start (no silent default). */
export const auditRetentionDaysFrom = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_AUDIT_RETENTION_DAYS;
  const days = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(days >= 1 && days <= MAX_RETENTION_DAYS)) throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days from 1 to ${String(MAX_RETENTION_DAYS)}, not "${value}".`);
  return days;
};

/**
 * Deletes the audit-log entries older than the retention time, with the other housekeeping's
 * rhythm, by one instance of a fleet per round. A failure is logged, the next round tries again.
 */
export const scheduleAuditRetention = (
  server: FastifyInstance,
  audit: Pick<AuditLogService, 'purgeExpired'>,
  rounds?: FleetRounds,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): void => {
  const purge = () => {
    // One instance of a fleet purges per round; the others skip it.
    claimRound(rounds, 'audit-retention', intervalMs).then(async (mine) => (mine ? audit.purgeExpired() : undefined)).then(
      (deleted) => {
        if (deleted === undefined) return;
        recordRound(rounds, 'audit-retention', 'success');
        server.log.debug({ deleted }, 'audit log retention');
      },
      (error: unknown) => {
        recordRound(rounds, 'audit-retention', 'failure');
        server.log.error({ err: error }, 'audit log retention failed');
      },
    );
  };
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  server.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
};
