import { desc } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { ImpersonationLog, ImpersonationLogEntry } from '../../../application/accounts/impersonation-log.repository';
import type { AppDatabase } from '../database';
import { impersonationLog } from '../schema';

/** The row for a log entry; also written by the session repository, inside its rotation's transaction. */
export const impersonationLogRow = (entry: ImpersonationLogEntry): typeof impersonationLog.$inferInsert => ({
  action: entry.action,
  adminId: entry.admin.userId,
  adminEmail: entry.admin.email,
  userId: entry.user.userId,
  userEmail: entry.user.email,
  at: entry.at.toString(),
});

/** The impersonation audit trail over Drizzle: append only. */
export class DrizzleImpersonationLog implements ImpersonationLog {
  constructor(private readonly db: AppDatabase) {}

  async record(entry: ImpersonationLogEntry): Promise<void> {
    await this.db.insert(impersonationLog).values(impersonationLogRow(entry));
  }

  async recent(limit: number): Promise<readonly ImpersonationLogEntry[]> {
    const rows = await this.db.select().from(impersonationLog).orderBy(desc(impersonationLog.at), desc(impersonationLog.entryId)).limit(limit);
    return rows.map((row) => ({
      action: row.action,
      admin: { userId: row.adminId, email: row.adminEmail },
      user: { userId: row.userId, email: row.userEmail },
      at: Temporal.Instant.from(row.at),
    }));
  }
}
