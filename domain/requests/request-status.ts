import type { Temporal } from 'temporal-polyfill';

/** Where a request of the website's forms stands in the back office's inbox. */
export const REQUEST_STATUSES = ['neu', 'in-bearbeitung', 'erledigt'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  neu: 'neu',
  'in-bearbeitung': 'in Bearbeitung',
  erledigt: 'erledigt',
};

/** Open: someone still has to act on it (the dashboard counts these). */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['neu', 'in-bearbeitung'];

export const isRequestStatus = (value: string): value is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(value);

/**
 * When a request was done: set the first time it becomes erledigt and kept while it stays so
 * (the privacy housekeeping deletes requests six months after it), cleared when it is reopened.
 */
export const doneAtAfter = (status: RequestStatus, doneAt: Temporal.Instant | null, now: Temporal.Instant): Temporal.Instant | null =>
  status === 'erledigt' ? (doneAt ?? now) : null;
