import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_STATUSES } from '../cart/participant-status';
import { cents } from '../money/money';
import { DEFAULT_INVOICE_LEAD_DAYS, invoiceDueAt, isEmptyPlan, planInvoices, type ParticipantInvoiceState } from './invoice-plan';

const start = Temporal.Instant.from('2026-06-15T07:00:00Z');
const participant = (overrides: Partial<ParticipantInvoiceState> = {}): ParticipantInvoiceState => ({
  participantId: 1,
  status: 'booked',
  eventStart: start,
  statusChangedAt: Temporal.Instant.from('2026-03-01T10:00:00Z'),
  cancelledWhile: null,
  price: cents(100_000),
  invoicedBy: null,
  credited: false,
  feeInvoiced: false,
  ...overrides,
});

const dayBefore = (days: number): Temporal.Instant => invoiceDueAt(start, days);

describe('planInvoices', () => {
  it('issues the invoice from the lead days before the first seminar day on, not a second earlier', () => {
    expect(planInvoices([participant()], dayBefore(DEFAULT_INVOICE_LEAD_DAYS).subtract({ seconds: 1 }), DEFAULT_INVOICE_LEAD_DAYS).invoice).toEqual([]);
    expect(planInvoices([participant()], dayBefore(DEFAULT_INVOICE_LEAD_DAYS), DEFAULT_INVOICE_LEAD_DAYS).invoice).toEqual([1]);
    expect(planInvoices([participant()], dayBefore(2), DEFAULT_INVOICE_LEAD_DAYS).invoice).toEqual([1]);
  });

  it('staff may issue at once, before the lead days', () => {
    expect(planInvoices([participant()], dayBefore(90), DEFAULT_INVOICE_LEAD_DAYS, true).invoice).toEqual([1]);
  });

  it('never invoices a reservation or a waiting participant; a confirmed reservation (booked) is invoiced', () => {
    const now = dayBefore(1);
    expect(planInvoices([participant({ status: 'reserved' }), participant({ participantId: 2, status: 'waitlisted' })], now, 21, true).invoice).toEqual([]);
    expect(planInvoices([participant({ status: 'reserved' }), participant({ participantId: 2 })], now, 21).invoice).toEqual([2]);
  });

  it('a participant cancelled after the invoice gets a credit note on that invoice, and the fee of the terms when cancelled late', () => {
    const late = participant({ status: 'cancelled', invoicedBy: 'RE-2026-000007', statusChangedAt: start.subtract({ hours: 24 * 10 }) });
    const plan = planInvoices([late, participant({ participantId: 2, invoicedBy: 'RE-2026-000007' })], start.subtract({ hours: 24 }), 21);
    expect([...plan.credits.entries()]).toEqual([['RE-2026-000007', [1]]]);
    expect(plan.fees).toEqual([{ participantId: 1, share: 100, fee: 100_000 }]);
    const early = participant({ status: 'cancelled', invoicedBy: 'RE-2026-000007', statusChangedAt: start.subtract({ hours: 24 * 50 }) });
    expect(planInvoices([early], start, 21).fees).toEqual([]);
  });

  it('a booking cancelled late before its invoice was issued owes the fee of the terms all the same, with no credit note; a cancelled reservation or waiting place owes nothing', () => {
    const cancelled = (cancelledWhile: 'booked' | 'reserved' | 'waitlisted', daysBefore: number, participantId = 1) =>
      participant({ participantId, status: 'cancelled', cancelledWhile, statusChangedAt: start.subtract({ hours: 24 * daysBefore }) });
    const plan = planInvoices([cancelled('booked', 30), cancelled('booked', 10, 2), cancelled('booked', 50, 3)], start.subtract({ hours: 24 * 5 }), 21);
    expect(plan.invoice).toEqual([]);
    expect(plan.credits.size).toBe(0);
    // Four weeks before: half the fee; ten days before: all of it; seven weeks before: nothing.
    expect(plan.fees).toEqual([
      { participantId: 1, share: 50, fee: 50_000 },
      { participantId: 2, share: 100, fee: 100_000 },
    ]);
    expect(planInvoices([cancelled('reserved', 3), cancelled('waitlisted', 3, 2)], start.subtract({ hours: 24 }), 21).fees).toEqual([]);
    // Once its fee invoice exists, nothing is left.
    expect(isEmptyPlan(planInvoices([{ ...cancelled('booked', 10), feeInvoiced: true }], start, 21))).toBe(true);
  });

  it('a seat of a date the provider called off owes no fee, however late: an invoiced one gets its credit note all the same', () => {
    const calledOff = (participantId: number, invoicedBy: string | null) =>
      participant({ participantId, status: 'cancelled', cancelledWhile: 'booked', feeWaived: true, invoicedBy, statusChangedAt: start.subtract({ hours: 24 }) });
    const plan = planInvoices([calledOff(1, 'RE-2026-000007'), calledOff(2, null)], start.subtract({ hours: 12 }), 21);
    expect(plan.fees).toEqual([]);
    expect([...plan.credits.entries()]).toEqual([['RE-2026-000007', [1]]]);
  });

  it('what was issued is not planned again: the plan of a settled order is empty', () => {
    const state = fc.record({
      status: fc.constantFrom(...PARTICIPANT_STATUSES),
      invoiced: fc.boolean(),
      daysBefore: fc.integer({ min: 0, max: 80 }),
      cancelledWhile: fc.constantFrom('booked' as const, 'reserved' as const, 'waitlisted' as const, null),
    });
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 60 }), (shapes, nowDaysBefore) => {
        const now = dayBefore(nowDaysBefore);
        const participants = shapes.map((shape, index) =>
          participant({
            participantId: index + 1,
            status: shape.status,
            invoicedBy: shape.invoiced && (shape.status === 'booked' || shape.status === 'cancelled') ? 'RE-2026-000001' : null,
            statusChangedAt: dayBefore(Math.max(shape.daysBefore, nowDaysBefore)),
            cancelledWhile: shape.status === 'cancelled' ? shape.cancelledWhile : null,
          }),
        );
        const plan = planInvoices(participants, now, 21);
        for (const id of plan.invoice) expect(participants[id - 1]?.status).toBe('booked');
        const settled = participants.map((p) => ({
          ...p,
          invoicedBy: plan.invoice.includes(p.participantId) ? 'RE-2026-000002' : p.invoicedBy,
          credited: p.credited || [...plan.credits.values()].some((ids) => ids.includes(p.participantId)),
          feeInvoiced: p.feeInvoiced || plan.fees.some((fee) => fee.participantId === p.participantId),
        }));
        expect(isEmptyPlan(planInvoices(settled, now, 21))).toBe(true);
      }),
    );
  });
});
