import type { Temporal } from 'temporal-polyfill';
import type { ParticipantStatus } from '../../domain/cart/participant-status';
import type { Cents } from '../../domain/money/money';
import type { AuditAction } from '../audit/audit-log';
import type { OutboxKind } from '../mail/outbox.port';
import type { BillingRecord, OrderChannelRecord, Person } from '../orders/orders.repository';

/** What the order list is filtered by; every part optional. */
export interface OrderFilter {
  /** Order number, a name, an e-mail address or a company (the buyer's or a participant's). */
  readonly text?: string | undefined;
  /** Ordered at or after. */
  readonly since?: Temporal.Instant | undefined;
  /** Ordered before. */
  readonly until?: Temporal.Instant | undefined;
  /** Part of the title of a seminar or Fachtagung one of its participants is for. */
  readonly bookable?: string | undefined;
  /** One of its participants has this status. */
  readonly status?: ParticipantStatus | undefined;
  readonly offset: number;
  readonly limit: number;
}

export interface OrderSummaryRecord {
  readonly orderNumber: string;
  readonly orderedAt: Temporal.Instant;
  readonly customer: Person;
  readonly company: string | null;
  readonly total: Cents;
  readonly titles: readonly string[];
  readonly statuses: readonly ParticipantStatus[];
}

export interface OrderRecord {
  readonly orderId: number;
  readonly orderNumber: string;
  readonly orderedAt: Temporal.Instant;
  readonly channel: OrderChannelRecord;
  readonly customer: Person;
  readonly billing: BillingRecord;
  readonly invoiceEmail: string | null;
  readonly leitwegId: string | null;
  readonly invoiceReference: string | null;
  readonly notes: string | null;
  readonly total: Cents;
  readonly groupDiscount: Cents;
  readonly participants: readonly OrderParticipantRecord[];
  readonly invoices: readonly { readonly number: string; readonly kind: string; readonly issueDate: string; readonly grandTotal: Cents }[];
}

export interface OrderParticipantRecord extends Person {
  readonly participantId: number;
  readonly eventId: number;
  readonly seats: number;
  readonly price: Cents;
  readonly status: ParticipantStatus;
  readonly reservedUntil: Temporal.Instant | null;
  readonly statusChangedAt: Temporal.Instant;
  /** The participant's waiting-list entry (any status), for its place and its offer. */
  readonly waitlistEntry: { readonly entryId: string; readonly status: string; readonly offeredAt: Temporal.Instant | null } | null;
}

/** Something that happened to an order, as the tables keep it: a mail queued, a staff action logged. */
export type OrderEventRecord =
  | { readonly _tag: 'mail'; readonly kind: OutboxKind; readonly at: Temporal.Instant; readonly sentAt: Temporal.Instant | null; readonly to: string }
  | { readonly _tag: 'audit'; readonly action: AuditAction; readonly at: Temporal.Instant; readonly actor: string; readonly details: Readonly<Record<string, unknown>> | null };

export interface ComingDateRecord {
  readonly eventId: number;
  readonly title: string;
  readonly startDate: Temporal.Instant;
  readonly capacity: number;
  readonly seatsTaken: number;
  /** Waiting-list entries still waiting, and the seats they wait for. */
  readonly waitingEntries: number;
  readonly waitingSeats: number;
}

export interface ExpiringReservationRecord {
  readonly orderNumber: string;
  readonly participantId: number;
  readonly person: Person;
  readonly title: string;
  readonly reservedUntil: Temporal.Instant;
}

export interface WaitingEntryRecord {
  readonly entryId: string;
  readonly name: string;
  readonly seats: number;
}

/**
 * Driven port: the back office's view of the orders, read across orders, participants, the
 * bookables, the outbox and the audit log. Changes go through the booking engine (OrderStore).
 */
export interface OrderDeskReader {
  search(filter: OrderFilter): Promise<{ readonly orders: readonly OrderSummaryRecord[]; readonly total: number }>;
  order(orderNumber: string): Promise<OrderRecord | undefined>;
  /** The mails queued for the order (and its participants' waiting-list entries) and the audit entries about it, oldest first. */
  events(orderNumber: string, entryIds: readonly string[]): Promise<readonly OrderEventRecord[]>;
  /** The titles of bookables, with their start and kind. */
  bookables(eventIds: readonly number[]): Promise<ReadonlyMap<number, { readonly title: string; readonly kind: string; readonly startDate: Temporal.Instant; readonly endDate: Temporal.Instant }>>;
  /** The waiting entries of a bookable still waiting, in queue order. */
  waiting(eventId: number): Promise<readonly WaitingEntryRecord[]>;
  ordersPlacedSince(since: Temporal.Instant): Promise<number>;
  /** Dates (and Fachtagungen) starting after `now`, soonest first. */
  comingDates(now: Temporal.Instant, limit: number): Promise<readonly ComingDateRecord[]>;
  /** Reservations whose deadline lies after `now` and at or before `until`, soonest first. */
  expiringReservations(now: Temporal.Instant, until: Temporal.Instant): Promise<readonly ExpiringReservationRecord[]>;
}
