import { desc, inArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { ImpersonationLog, ImpersonationLogEntry } from '../../../application/accounts/impersonation-log.repository';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import { auditLogRow } from '../audit/audit-log-repository';
import type { AppDatabase } from '../database';
import { auditLog } from '../schema';

const ACTIONS = { start: 'impersonation.start', end: 'impersonation.end' } as const;

/** An impersonation's start or end as an audit-log entry (the audit log holds them since migration 0007). */
export const impersonationAuditEntry = (entry: ImpersonationLogEntry): NewAuditEntry => ({
  at: entry.at,
  action: ACTIONS[entry.action],
  actor: entry.admin,
  origin: entry.origin ?? '',
  via: 'session',
  subject: entry.user.email,
  subjectUserId: entry.user.userId,
});

/** The row for a log entry; also written by the session repository, inside its rotation's transaction. */
export const impersonationLogRow = (entry: ImpersonationLogEntry): typeof auditLog.$inferInsert => auditLogRow(impersonationAuditEntry(entry));

/** The impersonations of the audit log over Drizzle: append only. */
export class DrizzleImpersonationLog implements ImpersonationLog {
  constructor(private readonly db: AppDatabase) {}

  async record(entry: ImpersonationLogEntry): Promise<void> {
    await this.db.insert(auditLog).values(impersonationLogRow(entry));
  }

  async recent(limit: number): Promise<readonly ImpersonationLogEntry[]> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, Object.values(ACTIONS)))
      .orderBy(desc(auditLog.at), desc(auditLog.entryId))
      .limit(limit);
    return rows.map((row) => ({
      action: row.action === ACTIONS.start ? 'start' : 'end',
      admin: { userId: row.actorId, email: row.actorEmail },
      user: { userId: row.subjectUserId, email: row.subject },
      at: Temporal.Instant.from(row.at),
      origin: row.origin,
    }));
  }
}
