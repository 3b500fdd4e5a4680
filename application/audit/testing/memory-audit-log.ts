import type { Temporal } from 'temporal-polyfill';
import { matchesAuditQuery, type AuditEntry, type AuditPage, type AuditQuery, type NewAuditEntry } from '../audit-log';
import type { AuditLogRepository } from '../audit-log.repository';

/** The audit log in memory, for tests and the contract test's first subject. */
export class MemoryAuditLog implements AuditLogRepository {
  readonly entries: AuditEntry[] = [];

  record(entry: NewAuditEntry): Promise<void> {
    this.entries.push({ subjectUserId: null, details: null, ...entry, entryId: this.entries.length + 1 });
    return Promise.resolve();
  }

  page(query: AuditQuery): Promise<AuditPage> {
    const matching = this.entries
      .filter((entry) => matchesAuditQuery(entry, query))
      .sort((a, b) => b.at.epochMilliseconds - a.at.epochMilliseconds || b.entryId - a.entryId);
    return Promise.resolve({ entries: matching.slice(query.offset, query.offset + query.limit), total: matching.length });
  }

  deleteBefore(at: Temporal.Instant): Promise<number> {
    const kept = this.entries.filter((entry) => entry.at.epochMilliseconds >= at.epochMilliseconds);
    const deleted = this.entries.length - kept.length;
    this.entries.splice(0, this.entries.length, ...kept);
    return Promise.resolve(deleted);
  }
}
