import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../calendar/calendar';
import { cancellationFee, cancellationShare } from '../cart/cancellation-terms';
import type { ParticipantStatus } from '../cart/participant-status';
import type { Cents } from '../money/money';

/** Days before an order's first seminar day on which its invoice is issued (INVOICE_LEAD_DAYS). */
export const DEFAULT_INVOICE_LEAD_DAYS = 21;

/** The moment an order's invoice falls due: the lead days before its first seminar begins (Berlin calendar). */
export const invoiceDueAt = (firstStart: Temporal.Instant, leadDays: number): Temporal.Instant =>
  firstStart.toZonedDateTimeISO(BERLIN).subtract({ days: leadDays }).toInstant();

/** A participant of an order as the invoicing sees it. */
export interface ParticipantInvoiceState {
  readonly participantId: number;
  readonly status: ParticipantStatus;
  readonly eventStart: Temporal.Instant;
  /** When the status last changed: for a cancelled participant, the moment of the cancellation. */
  readonly statusChangedAt: Temporal.Instant;
  /** For a cancelled participant, the status it held when cancelled (null when not kept, before it was). */
  readonly cancelledWhile: 'booked' | 'reserved' | 'waitlisted' | null;
  /** Cancelled because the provider called the date off: a credit note, but never a fee. */
  readonly feeWaived?: boolean;
  readonly price: Cents;
  /** The invoice that bills the participant, if one does. */
  readonly invoicedBy: string | null;
  readonly credited: boolean;
  readonly feeInvoiced: boolean;
}

export interface FeeDue {
  readonly participantId: number;
  readonly share: number;
  readonly fee: Cents;
}

export interface InvoicePlan {
  /** Booked participants not on an invoice yet, when the order's invoice is due. */
  readonly invoice: readonly number[];
  /** Per invoice, its participants cancelled since: each such group is one credit note. */
  readonly credits: ReadonlyMap<string, readonly number[]>;
  /** Bookings cancelled within the terms' fee period, invoiced or not yet, whose fee is not invoiced yet. */
  readonly fees: readonly FeeDue[];
}

const firstStart = (participants: readonly ParticipantInvoiceState[]): Temporal.Instant | undefined =>
  participants.map((p) => p.eventStart).reduce<Temporal.Instant | undefined>((a, b) => (a === undefined || Temporal.Instant.compare(b, a) < 0 ? b : a), undefined);

/**
 * What an order needs issued at `now`, from its participants alone (so the job, a staff member
 * and the reaction to a change all come to the same answer, and issuing twice finds nothing left):
 * - its invoice once the first booked seminar is `leadDays` away or nearer (at once for an order
 *   placed later, or when `immediately` is asked by staff), for every booked participant not yet
 *   invoiced: a reservation is not invoiced until it becomes a booking;
 * - a credit note per invoice for its participants cancelled since;
 * - the cancellation fee of a cancelled booking when the cancellation came within the fee period,
 *   whether the booking was invoiced already or not yet (a late cancellation costs the same
 *   either way; a cancelled reservation or waiting place costs nothing, nor does a seat of a
 *   date the provider called off).
 */
export const planInvoices = (participants: readonly ParticipantInvoiceState[], now: Temporal.Instant, leadDays: number, immediately = false): InvoicePlan => {
  const booked = participants.filter((p) => p.status === 'booked');
  const uninvoiced = booked.filter((p) => p.invoicedBy === null);
  const start = firstStart(booked);
  const due = start !== undefined && (immediately || Temporal.Instant.compare(now, invoiceDueAt(start, leadDays)) >= 0);
  const cancelled = participants.filter((p) => p.status === 'cancelled' && p.invoicedBy !== null);
  const credits = new Map<string, number[]>();
  for (const participant of cancelled.filter((p) => !p.credited)) {
    const number = participant.invoicedBy ?? '';
    credits.set(number, [...(credits.get(number) ?? []), participant.participantId]);
  }
  // An invoiced participant was booked; an older cancellation without its status kept counts as one too.
  const cancelledBookings = participants.filter((p) => p.status === 'cancelled' && (p.invoicedBy !== null || p.cancelledWhile === 'booked'));
  const fees = cancelledBookings
    .filter((p) => !p.feeInvoiced && p.feeWaived !== true)
    .map((p) => {
      const share = cancellationShare('booked', p.eventStart, p.statusChangedAt);
      return { participantId: p.participantId, share, fee: cancellationFee(p.price, share) };
    })
    .filter((fee) => fee.fee > 0);
  return { invoice: due ? uninvoiced.map((p) => p.participantId) : [], credits, fees };
};

export const isEmptyPlan = (plan: InvoicePlan): boolean => plan.invoice.length === 0 && plan.credits.size === 0 && plan.fees.length === 0;
