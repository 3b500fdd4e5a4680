import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Every request the website's forms send (contact, inhouse, catalogue, consultation, Werbemittel,
 * registrations, newsletter): what was entered, and how the back office works on it. The sender's
 * address and name are copied out of the payload for the list and the search. Requests are
 * deleted six months after done_at (privacy housekeeping), so done_at is kept while erledigt.
 */
export const requests = pgTable(
  'requests',
  {
    requestId: serial('request_id').primaryKey(),
    /** The form's API name (application/forms/form-definitions.ts). */
    kind: text('kind').notNull(),
    receivedAt: instant('received_at').notNull(),
    /** The normalized values of the form's fields. */
    payload: jsonb('payload').notNull(),
    email: text('email'),
    name: text('name'),
    /** neu | in-bearbeitung | erledigt (domain/requests/request-status.ts). */
    status: text('status').notNull().default('neu'),
    /** Who in the back office works on it, in words (a name or an address). */
    assignee: text('assignee'),
    note: text('note'),
    doneAt: instant('done_at'),
  },
  (t) => [index('requests_status_received_idx').on(t.status, t.receivedAt), index('requests_done_at_idx').on(t.doneAt)],
);
