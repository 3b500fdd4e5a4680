import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry, type AuditPage, type AuditQuery, type AuditVia, type NewAuditEntry } from '../../../application/audit/audit-log';
import type { AuditLogRepository } from '../../../application/audit/audit-log.repository';
import type { AppDatabase } from '../database';
import { auditLog } from '../schema';

/** The row of an entry; also written by the session repository, inside an impersonation's transaction. */
export const auditLogRow = (entry: NewAuditEntry): typeof auditLog.$inferInsert => ({
  at: entry.at.toString(),
  action: entry.action,
  actorId: entry.actor.userId,
  actorEmail: entry.actor.email,
  origin: entry.origin,
  via: entry.via,
  subject: entry.subject,
  subjectUserId: entry.subjectUserId ?? null,
  details: entry.details ?? null,
});

const isAction = (action: string): action is AuditAction => action in AUDIT_ACTION_LABELS;
const isVia = (via: string): via is AuditVia => via === 'session' || via === 'token' || via === 'cli';

export const auditEntryOf = (row: typeof auditLog.$inferSelect): AuditEntry | undefined =>
  isAction(row.action) && isVia(row.via)
    ? {
        entryId: row.entryId,
        at: Temporal.Instant.from(row.at),
        action: row.action,
        actor: { userId: row.actorId, email: row.actorEmail },
        origin: row.origin,
        via: row.via,
        subject: row.subject,
        subjectUserId: row.subjectUserId,
        details: typeof row.details === 'object' && row.details !== null && !Array.isArray(row.details) ? (row.details as Record<string, unknown>) : null,
      }
    : undefined;

const whereOf = (query: Omit<AuditQuery, 'offset' | 'limit'>): SQL | undefined =>
  and(
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.since === undefined ? undefined : gte(auditLog.at, query.since.toString()),
    query.until === undefined ? undefined : lt(auditLog.at, query.until.toString()),
  );

/** The audit log over Drizzle: append only, read newest first, trimmed by the retention. */
export class DrizzleAuditLogRepository implements AuditLogRepository {
  constructor(private readonly db: AppDatabase) {}

  async record(entry: NewAuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(auditLogRow(entry));
  }

  async page(query: AuditQuery): Promise<AuditPage> {
    const where = whereOf(query);
    const rows = await this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.entryId)).limit(query.limit).offset(query.offset);
    const [total] = await this.db.select({ n: count() }).from(auditLog).where(where);
    return { entries: rows.flatMap((row) => auditEntryOf(row) ?? []), total: total?.n ?? 0 };
  }

  async deleteBefore(at: Temporal.Instant): Promise<number> {
    return (await this.db.delete(auditLog).where(lt(auditLog.at, at.toString())).returning({ entryId: auditLog.entryId })).length;
  }
}
