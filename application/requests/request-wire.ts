import { REQUEST_STATUS_LABELS } from '../../domain/requests/request-status';
import { FIELD_LABELS, FORM_DEFINITIONS } from '../forms/form-definitions';
import type { StoredRequest } from './request.repository';
import type { RequestSummaryWire, RequestWire } from './requests.codecs';

const labelOf = (name: string): string => (FIELD_LABELS as Readonly<Record<string, string>>)[name] ?? name;

/** An inhouse request with an address can be answered with an offer. */
export const isOfferable = (request: StoredRequest): boolean => request.kind === 'inhouse-request' && request.email !== null;

export const requestSummaryWire = (request: StoredRequest): RequestSummaryWire => ({
  requestId: request.requestId,
  kind: request.kind,
  kindLabel: FORM_DEFINITIONS[request.kind].title,
  receivedAt: request.receivedAt,
  email: request.email,
  name: request.name,
  status: request.status,
  statusLabel: REQUEST_STATUS_LABELS[request.status],
  assignee: request.assignee,
});

export const requestWire = (request: StoredRequest): RequestWire => ({
  ...requestSummaryWire(request),
  fields: Object.entries(request.payload).map(([name, value]) => ({ label: labelOf(name), value })),
  note: request.note,
  doneAt: request.doneAt,
  offerable: isOfferable(request),
});
