import type { Temporal } from 'temporal-polyfill';
import type { RequestStatus } from '../../domain/requests/request-status';
import type { NewAuditEntry } from '../audit/audit-log';
import type { FormKind } from '../forms/form-definitions';
import type { RequestOfferPayload } from '../mail/outbox-payloads';

/** A request of the website's forms as the inbox keeps it. */
export interface StoredRequest {
  readonly requestId: number;
  readonly kind: FormKind;
  readonly receivedAt: Temporal.Instant;
  /** The form's values by field name. */
  readonly payload: Readonly<Record<string, string>>;
  readonly email: string | null;
  readonly name: string | null;
  readonly status: RequestStatus;
  readonly assignee: string | null;
  readonly note: string | null;
  readonly doneAt: Temporal.Instant | null;
}

export interface RequestFilter {
  readonly status?: RequestStatus | undefined;
  readonly kind?: FormKind | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** What staff change of a request; done_at follows the status (domain/requests/request-status.ts). */
export interface RequestHandling {
  readonly status: RequestStatus;
  readonly assignee: string | null;
  readonly note: string | null;
  readonly doneAt: Temporal.Instant | null;
}

/** Driven port: the requests (the forms' repository adds them, with their mail). */
export interface RequestRepository {
  /** Newest first. */
  page(filter: RequestFilter): Promise<{ readonly requests: readonly StoredRequest[]; readonly total: number }>;
  find(requestId: number): Promise<StoredRequest | undefined>;
  /** Writes the handling and its audit entry in one transaction; with an offer, its mail is queued in it too. */
  update(requestId: number, handling: RequestHandling, audit: NewAuditEntry, offer?: RequestOfferPayload): Promise<void>;
  /** Requests that are neu or in Bearbeitung. */
  countOpen(): Promise<number>;
}
