import type { Temporal } from 'temporal-polyfill';
import type { InvoiceKind } from '../../domain/invoice/invoice';
import type { ParticipantInvoiceState } from '../../domain/invoice/invoice-plan';
import type { Cents } from '../../domain/money/money';
import type { OutboxTransaction } from '../mail/outbox.port';
import type { BillingRecord, Person } from '../orders/orders.repository';

/** A participant with what its invoice line prints. */
export interface InvoicingParticipant extends ParticipantInvoiceState {
  readonly eventTitle: string;
  readonly eventEnd: Temporal.Instant;
  readonly name: string;
  readonly seats: number;
  /** The event's first-tier price for the participant's seats (what the line costs without the group discount). */
  readonly singlePrice: Cents;
}

export interface IssuedInvoiceRef {
  readonly invoiceId: number;
  readonly number: string;
  readonly kind: InvoiceKind;
  /** ISO yyyy-mm-dd. */
  readonly issueDate: string;
}

/** An order as its invoicing sees it, read under the order's lock. */
export interface OrderForInvoicing {
  readonly orderId: number;
  readonly orderNumber: string;
  readonly channel: string;
  readonly customer: Person;
  readonly billing: BillingRecord;
  readonly invoiceReference: string | null;
  /** The order's invoice e-mail, else its Gremium's. */
  readonly invoiceEmail: string | null;
  /** The order's Leitweg-ID, else its Gremium's. */
  readonly leitwegId: string | null;
  readonly participants: readonly InvoicingParticipant[];
  readonly invoices: readonly IssuedInvoiceRef[];
}

export interface NewInvoice {
  readonly number: string;
  readonly year: number;
  readonly sequence: number;
  readonly kind: InvoiceKind;
  readonly orderId: number;
  readonly precedingInvoiceId: number | null;
  readonly issuedAt: Temporal.Instant;
  readonly issueDate: Temporal.PlainDate;
  readonly buyerName: string;
  readonly buyerEmail: string;
  readonly grandTotal: Cents;
  readonly xml: string;
  readonly pdf: Uint8Array;
  /** The participants it bills ('invoiced'), credits ('credited') or charges the fee of ('fee'). */
  readonly participants: readonly { readonly participantId: number; readonly role: 'invoiced' | 'credited' | 'fee' }[];
}

/** One issued document as lists show it. */
export interface InvoiceSummary {
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly orderNumber: string;
  readonly issuedAt: Temporal.Instant;
  readonly issueDate: string;
  readonly buyerName: string;
  readonly grandTotal: Cents;
  readonly precedingNumber: string | null;
}

export interface InvoiceFiles {
  readonly summary: InvoiceSummary;
  readonly xml: string;
  readonly pdf: Uint8Array;
  /** Who may read it: the order's account and Gremium. */
  readonly orderUserId: number | null;
  readonly orderGremiumId: number | null;
}

export interface InvoiceListFilter {
  readonly since?: Temporal.Instant | undefined;
  readonly until?: Temporal.Instant | undefined;
  /** Only orders of these accounts or of this Gremium (a customer's or a Gremium admin's view). */
  readonly owners?: { readonly userId: number; readonly gremiumId: number | null } | undefined;
}

export interface InvoiceTransaction {
  /** The transaction for the outbox: the mail is queued exactly when the invoice is committed. */
  readonly handle: OutboxTransaction;
  /** Locks the order's row until the transaction ends and reads it; undefined for an unknown order. */
  lockOrder(orderId: number): Promise<OrderForInvoicing | undefined>;
  /** The next number of the year's invoice sequence; the counter row stays locked until the transaction ends, so numbers have no gaps. */
  nextInvoiceSequence(year: number): Promise<number>;
  insertInvoice(invoice: NewInvoice): Promise<number>;
}

/** Driven port: issued invoices and what the invoicing reads of the orders. */
export interface InvoiceStore {
  transaction<A>(work: (tx: InvoiceTransaction) => Promise<A>): Promise<A>;
  /**
   * Orders that may need a document at `now`: booked participants not yet invoiced of seminars
   * starting within `leadDays` (and not ended long ago), or invoiced participants cancelled
   * since. A superset: the domain's plan decides under the order's lock. With `changedSince`,
   * only orders with a participant whose status changed (or that was ordered) since then.
   */
  ordersToSettle(now: Temporal.Instant, leadDays: number, changedSince?: Temporal.Instant): Promise<readonly number[]>;
  findOrderId(orderNumber: string): Promise<number | undefined>;
  list(filter: InvoiceListFilter): Promise<readonly InvoiceSummary[]>;
  files(number: string): Promise<InvoiceFiles | undefined>;
}
