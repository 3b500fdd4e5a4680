import type { Temporal } from 'temporal-polyfill';
import type { AuditPage, AuditQuery, NewAuditEntry } from './audit-log';

/** Driven port: the audit log, kept in the database (never only in the log stream). Append only. */
export interface AuditLogRepository {
  record(entry: NewAuditEntry): Promise<void>;
  /** Newest first (by time, then by entry). */
  page(query: AuditQuery): Promise<AuditPage>;
  /** Deletes the entries from before the instant (retention); answers how many. */
  deleteBefore(at: Temporal.Instant): Promise<number>;
}
