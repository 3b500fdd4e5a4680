import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { subtractCents, sumCents, ZERO } from '../money/money';
import { buildInvoice, STANDARD_VAT_RATE, vatAmount } from './invoice';
import { invoiceDraft, orderedParticipants, seller } from './invoice.arbitraries';

const RUNS = { numRuns: 300 };

describe('invoice totals (EN 16931 business rules)', () => {
  it('BR-16: every invoice has at least one line, one per participant', () => {
    fc.assert(
      fc.property(invoiceDraft, (draft) => {
        const invoice = buildInvoice(draft);
        expect(invoice.lines.length).toBeGreaterThanOrEqual(1);
        expect(invoice.lines.map((line) => line.participantId)).toEqual(draft.participants.map((p) => p.participantId));
      }),
      RUNS,
    );
  });

  it('BR-CO-10: the sum of the line net amounts equals the line total', () => {
    fc.assert(
      fc.property(invoiceDraft, (draft) => {
        const invoice = buildInvoice(draft);
        expect(sumCents(invoice.lines.map((line) => line.netAmount))).toBe(invoice.totals.lineTotal);
      }),
      RUNS,
    );
  });

  it('BR-CO-13 and BR-CO-15: the tax basis is the line total, the grand total is basis plus VAT', () => {
    fc.assert(
      fc.property(invoiceDraft, (draft) => {
        const { totals } = buildInvoice(draft);
        expect(totals.taxBasis).toBe(totals.lineTotal);
        expect(totals.grandTotal).toBe(totals.taxBasis + totals.taxTotal);
        expect(totals.duePayable).toBe(totals.grandTotal);
      }),
      RUNS,
    );
  });

  it('BR-S-08: the VAT breakdown at 19 % has the lines as its basis and the rounded VAT; an exempt seller uses category E with its reason and no VAT', () => {
    fc.assert(
      fc.property(invoiceDraft, (draft) => {
        const { vat, totals, lines, notes } = buildInvoice(draft);
        expect(vat.basis).toBe(sumCents(lines.map((line) => line.netAmount)));
        if (draft.seller.vatExemptionReason === null) {
          expect(vat).toMatchObject({ category: 'S', rate: STANDARD_VAT_RATE, exemptionReason: null });
          expect(vat.amount).toBe(vatAmount(vat.basis, STANDARD_VAT_RATE));
          expect(Math.abs(vat.amount - (vat.basis * STANDARD_VAT_RATE) / 100)).toBeLessThanOrEqual(0.5);
        } else {
          expect(vat).toMatchObject({ category: 'E', rate: 0, amount: 0, exemptionReason: draft.seller.vatExemptionReason });
          expect(notes).toContain(draft.seller.vatExemptionReason);
        }
        expect(totals.taxTotal).toBe(vat.amount);
      }),
      RUNS,
    );
  });

  it('BR-DE-15, BR-DE-2, BR-DE-1: a buyer reference, the seller contact and payment instructions are always there', () => {
    fc.assert(
      fc.property(invoiceDraft, (draft) => {
        const invoice = buildInvoice(draft);
        expect(invoice.buyerReference.trim()).not.toBe('');
        if (draft.leitwegId !== null) expect(invoice.buyerReference).toBe(draft.leitwegId);
        else if (draft.invoiceReference !== null) expect(invoice.buyerReference).toBe(draft.invoiceReference.trim());
        const { contact, bank } = invoice.seller;
        for (const value of [contact.name, contact.phone, contact.email]) expect(value.trim()).not.toBe('');
        expect(invoice.paymentTerms.trim()).not.toBe('');
        if (invoice.kind !== 'credit-note') expect(invoice.paymentTerms).toContain(bank.iban);
      }),
      RUNS,
    );
  });

  it('a credit note is TypeCode 381 and names the invoice it corrects (BT-25); invoices are 380', () => {
    fc.assert(
      fc.property(invoiceDraft, (draft) => {
        const invoice = buildInvoice(draft);
        expect(invoice.typeCode).toBe(draft.kind === 'credit-note' ? '381' : '380');
        if (draft.kind !== 'invoice') expect(invoice.preceding?.number).toBe(draft.preceding?.number);
      }),
      RUNS,
    );
  });

  it('each line costs the tier price the order computed, and the group discount shown is single price times seats minus the line, as the cart shows it', () => {
    fc.assert(
      fc.property(orderedParticipants, seller, (participants, provider) => {
        const invoice = buildInvoice({
          number: 'RE-2026-000001',
          kind: 'invoice',
          issueDate: Temporal.PlainDate.from('2026-03-02'),
          seller: provider,
          buyer: { name: 'Firma', contactName: 'E. M.', address: { street: 'A 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE' }, email: 'r@example.org' },
          invoiceReference: null,
          leitwegId: null,
          orderNumber: 'IFB-2026-000001',
          preceding: null,
          participants,
        });
        invoice.lines.forEach((line, index) => {
          const participant = participants[index];
          expect(line.netAmount).toBe(participant?.price);
          expect(line.grossPrice - line.discount).toBe(line.netAmount);
          expect(line.discount).toBeGreaterThanOrEqual(0);
        });
        const cartDiscount = sumCents(participants.map((p) => (p.singlePrice > p.price ? subtractCents(p.singlePrice, p.price) : ZERO)));
        expect(invoice.totals.groupDiscount).toBe(cartDiscount);
      }),
      RUNS,
    );
  });
});
