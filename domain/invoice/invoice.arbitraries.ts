import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import type { PriceRecord } from '../event/event';
import { multiplyCents } from '../money/money';
import { participantCount } from '../pricing/participant-count';
import { priceForParticipant } from '../pricing/pricing';
import { priceRecord } from '../pricing/pricing.arbitraries';
import { cancellationFee, CANCELLATION_TERMS } from '../cart/cancellation-terms';
import type { CancelledParticipant, InvoiceDraft, InvoiceKind, InvoiceSeller, InvoicedParticipant } from './invoice';
import { PROVIDER_SELLER } from './invoice';
import { invoiceNumber } from './invoice-number';

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');

/** The provider, paying VAT or exempt from it. */
export const seller: fc.Arbitrary<InvoiceSeller> = fc.boolean().map((exempt) => ({
  ...PROVIDER_SELLER,
  vatExemptionReason: exempt ? 'Steuerfrei nach §4 Nr. 22a UStG' : null,
}));

interface SeminarShape {
  readonly title: string;
  readonly prices: PriceRecord;
  readonly start: Temporal.PlainDate;
  readonly days: number;
}

const seminar: fc.Arbitrary<SeminarShape> = fc.record({
  title: text,
  prices: priceRecord,
  start: fc.integer({ min: 0, max: 3000 }).map((offset) => Temporal.PlainDate.from('2026-01-05').add({ days: offset })),
  days: fc.integer({ min: 1, max: 5 }),
});

/**
 * An order's participants as the order priced them: 1 to 20 across one to three seminars, each
 * at the tier of their position in that seminar (domain/pricing), any tiers (rising, falling,
 * undefined), one seat or a group's several.
 */
export const orderedParticipants: fc.Arbitrary<readonly InvoicedParticipant[]> = fc
  .tuple(fc.array(seminar, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(fc.nat(), text, fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 20 }))
  .map(([seminars, people]) => {
    const positions = new Map<number, number>();
    return people.map(([pick, name, seats], index) => {
      const which = pick % seminars.length;
      const shape = seminars[which]!;
      const position = (positions.get(which) ?? 0) + 1;
      positions.set(which, position);
      return {
        participantId: index + 1,
        eventTitle: shape.title,
        startDate: shape.start,
        endDate: shape.start.add({ days: shape.days - 1 }),
        participantName: name,
        seats,
        price: multiplyCents(priceForParticipant(shape.prices, participantCount(position)), seats),
        singlePrice: multiplyCents(shape.prices.price, seats),
      };
    });
  });

const feeShare = fc.constantFrom(CANCELLATION_TERMS.reducedShare, 100 as const);

const withFees = (participants: readonly InvoicedParticipant[]): fc.Arbitrary<readonly CancelledParticipant[]> =>
  fc.tuple(...participants.map(() => feeShare)).map((shares) =>
    participants.map((participant, index) => {
      const share = shares[index] ?? 100;
      return { ...participant, feeShare: share, fee: cancellationFee(participant.price, share) };
    }),
  );

/** Any draft: an invoice, a credit note for some of the participants (cancelled), or their fees; with and without Leitweg-ID and reference. */
export const invoiceDraft: fc.Arbitrary<InvoiceDraft> = fc
  .record({
    kind: fc.constantFrom<InvoiceKind>('invoice', 'credit-note', 'cancellation-fee'),
    participants: orderedParticipants,
    seller,
    sequence: fc.integer({ min: 1, max: 999_999 }),
    issueDate: fc.integer({ min: 0, max: 3000 }).map((offset) => Temporal.PlainDate.from('2026-01-01').add({ days: offset })),
    leitwegId: fc.option(fc.constantFrom('04011000-12345-03', '991-01234-44'), { nil: null }),
    invoiceReference: fc.option(text, { nil: null }),
    company: text,
    cancelledCount: fc.integer({ min: 1, max: 20 }),
  })
  .chain((shape) => {
    const cancelled = shape.participants.slice(0, Math.min(shape.cancelledCount, shape.participants.length));
    const lines = shape.kind === 'cancellation-fee' ? withFees(cancelled) : fc.constant(shape.kind === 'credit-note' ? cancelled : shape.participants);
    return lines.map(
      (participants): InvoiceDraft => ({
        number: invoiceNumber(shape.issueDate.year, shape.sequence),
        kind: shape.kind,
        issueDate: shape.issueDate,
        seller: shape.seller,
        buyer: {
          name: shape.company,
          contactName: 'Erika Muster',
          address: { street: 'Werkstraße 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
          email: 'rechnung@example.org',
        },
        invoiceReference: shape.invoiceReference,
        leitwegId: shape.leitwegId,
        orderNumber: `IFB-${String(shape.issueDate.year)}-000042`,
        preceding: shape.kind === 'invoice' ? null : { number: invoiceNumber(shape.issueDate.year, 1), issueDate: shape.issueDate },
        participants,
      }),
    );
  })
  // A fee of 0 € (a free seminar) is never invoiced: the plan leaves it out.
  .filter((draft) => draft.kind !== 'cancellation-fee' || draft.participants.every((p) => 'fee' in p && p.fee > 0));
