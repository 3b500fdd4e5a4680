import { OPEN_REQUEST_STATUSES } from '../../../domain/requests/request-status';
import type { NewAuditEntry } from '../../audit/audit-log';
import type { RequestOfferPayload } from '../../mail/outbox-payloads';
import type { RequestFilter, RequestHandling, RequestRepository, StoredRequest } from '../request.repository';

/** The requests in memory, for the use cases' tests; the offers it would have mailed and the audit entries it would have written are kept. */
export class MemoryRequests implements RequestRepository {
  readonly requests: StoredRequest[] = [];
  readonly offers: RequestOfferPayload[] = [];
  readonly audit: NewAuditEntry[] = [];

  add(request: Omit<StoredRequest, 'requestId'>): StoredRequest {
    const stored = { ...request, requestId: this.requests.length + 1 };
    this.requests.push(stored);
    return stored;
  }

  page(filter: RequestFilter): Promise<{ readonly requests: readonly StoredRequest[]; readonly total: number }> {
    const matching = this.requests
      .filter((request) => (filter.status === undefined || request.status === filter.status) && (filter.kind === undefined || request.kind === filter.kind))
      .sort((a, b) => b.receivedAt.epochMilliseconds - a.receivedAt.epochMilliseconds || b.requestId - a.requestId);
    return Promise.resolve({ requests: matching.slice(filter.offset, filter.offset + filter.limit), total: matching.length });
  }

  find(requestId: number): Promise<StoredRequest | undefined> {
    return Promise.resolve(this.requests.find((request) => request.requestId === requestId));
  }

  update(requestId: number, handling: RequestHandling, audit: NewAuditEntry, offer?: RequestOfferPayload): Promise<void> {
    const index = this.requests.findIndex((request) => request.requestId === requestId);
    const found = this.requests[index];
    if (found !== undefined) this.requests[index] = { ...found, ...handling };
    this.audit.push(audit);
    if (offer !== undefined) this.offers.push(offer);
    return Promise.resolve();
  }

  countOpen(): Promise<number> {
    return Promise.resolve(this.requests.filter((request) => OPEN_REQUEST_STATUSES.includes(request.status)).length);
  }
}
