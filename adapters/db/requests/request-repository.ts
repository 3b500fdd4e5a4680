import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { isRequestStatus, OPEN_REQUEST_STATUSES } from '../../../domain/requests/request-status';
import { FORM_KINDS, type FormKind } from '../../../application/forms/form-definitions';
import type { NewAuditEntry } from '../../../application/audit/audit-log';
import type { RequestOfferPayload } from '../../../application/mail/outbox-payloads';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { RequestFilter, RequestHandling, RequestRepository, StoredRequest } from '../../../application/requests/request.repository';
import { auditLogRow } from '../audit/audit-log-repository';
import type { AppDatabase } from '../database';
import { auditLog, requests } from '../schema';

const isFormKind = (kind: string): kind is FormKind => (FORM_KINDS as readonly string[]).includes(kind);

const payloadOf = (payload: unknown): Readonly<Record<string, string>> =>
  typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? Object.fromEntries(Object.entries(payload).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** A row as the inbox reads it; a row of a form or status no longer known is left out, not guessed. */
const storedOf = (row: typeof requests.$inferSelect): StoredRequest | undefined =>
  isFormKind(row.kind) && isRequestStatus(row.status)
    ? {
        requestId: row.requestId,
        kind: row.kind,
        receivedAt: Temporal.Instant.from(row.receivedAt),
        payload: payloadOf(row.payload),
        email: row.email,
        name: row.name,
        status: row.status,
        assignee: row.assignee,
        note: row.note,
        doneAt: row.doneAt === null ? null : Temporal.Instant.from(row.doneAt),
      }
    : undefined;

const whereOf = (filter: Pick<RequestFilter, 'status' | 'kind'>): SQL | undefined =>
  and(filter.status === undefined ? undefined : eq(requests.status, filter.status), filter.kind === undefined ? undefined : eq(requests.kind, filter.kind));

/** The request inbox over Drizzle (the forms' repository inserts the rows). */
export class DrizzleRequestRepository implements RequestRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly outbox: Outbox,
  ) {}

  async page(filter: RequestFilter): Promise<{ readonly requests: readonly StoredRequest[]; readonly total: number }> {
    const where = whereOf(filter);
    const rows = await this.db.select().from(requests).where(where).orderBy(desc(requests.receivedAt), desc(requests.requestId)).limit(filter.limit).offset(filter.offset);
    const [total] = await this.db.select({ n: count() }).from(requests).where(where);
    return { requests: rows.flatMap((row) => storedOf(row) ?? []), total: total?.n ?? 0 };
  }

  async find(requestId: number): Promise<StoredRequest | undefined> {
    const [row] = await this.db.select().from(requests).where(eq(requests.requestId, requestId));
    return row === undefined ? undefined : storedOf(row);
  }

  async update(requestId: number, handling: RequestHandling, audit: NewAuditEntry, offer?: RequestOfferPayload): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(auditLog).values(auditLogRow(audit));
      await tx
        .update(requests)
        .set({ status: handling.status, assignee: handling.assignee, note: handling.note, doneAt: handling.doneAt?.toString() ?? null })
        .where(eq(requests.requestId, requestId));
      if (offer !== undefined) await this.outbox.enqueue(tx, 'request_offer', offer);
    });
  }

  async countOpen(): Promise<number> {
    const [open] = await this.db.select({ n: count() }).from(requests).where(inArray(requests.status, [...OPEN_REQUEST_STATUSES]));
    return open?.n ?? 0;
  }
}
