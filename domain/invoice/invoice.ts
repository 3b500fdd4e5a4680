import { Temporal } from 'temporal-polyfill';
import { formatPlainDate } from '../calendar/calendar';
import type { Cents } from '../money/money';
import { cents, subtractCents, sumCents, ZERO } from '../money/money';
import { PROVIDER } from '../site/provider';

/**
 * An invoice, a credit note or a cancellation-fee invoice as a value: everything the XML
 * (EN 16931, CII) and the PDF print, with its totals computed here once. Issued documents are
 * stored as they were written and never computed again.
 */

export type InvoiceKind = 'invoice' | 'credit-note' | 'cancellation-fee';

/** UNTDID 1001: 380 commercial invoice, 381 credit note. */
export type InvoiceTypeCode = '380' | '381';

export const typeCodeOf = (kind: InvoiceKind): InvoiceTypeCode => (kind === 'credit-note' ? '381' : '380');

/** The document's name as printed ('Rechnung', 'Gutschrift' for the correction of an invoice, 'Rechnung über Stornogebühren'). */
export const INVOICE_TITLES: Readonly<Record<InvoiceKind, string>> = {
  invoice: 'Rechnung',
  'credit-note': 'Rechnungskorrektur (Gutschrift)',
  'cancellation-fee': 'Rechnung über Stornogebühren',
};

export const STANDARD_VAT_RATE = 19;

export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
}

export interface InvoiceSeller {
  readonly name: string;
  readonly address: PostalAddress;
  readonly vatId: string | null;
  readonly taxNumber: string | null;
  readonly contact: { readonly name: string; readonly phone: string; readonly email: string };
  readonly bank: { readonly name: string; readonly iban: string; readonly bic: string };
  readonly paymentTermDays: number;
  /** Set when the seminars are exempt from VAT: the reason the invoice states (category E). */
  readonly vatExemptionReason: string | null;
}

/** The seller as domain/site/provider describes it. */
export const PROVIDER_SELLER: InvoiceSeller = {
  name: PROVIDER.name,
  address: { street: PROVIDER.street, postalCode: PROVIDER.postalCode, city: PROVIDER.city, countryCode: 'DE' },
  vatId: PROVIDER.vatId.replace(/\s+/g, ''),
  taxNumber: PROVIDER.taxNumber,
  contact: PROVIDER.invoiceContact,
  bank: PROVIDER.bank,
  paymentTermDays: PROVIDER.paymentTermDays,
  vatExemptionReason: PROVIDER.vatExemptionReason,
};

export interface InvoiceBuyer {
  /** The employer (the order's company); the booker's name when no company was given. */
  readonly name: string;
  /** Who ordered, for the buyer's contact. */
  readonly contactName: string;
  readonly address: PostalAddress;
  /** Where the invoice goes: the invoice e-mail, else the booker's. */
  readonly email: string;
}

/** One participant as the order priced them. */
export interface InvoicedParticipant {
  readonly participantId: number;
  readonly eventTitle: string;
  /** The seminar's first and last day (Berlin calendar). */
  readonly startDate: Temporal.PlainDate;
  readonly endDate: Temporal.PlainDate;
  readonly participantName: string;
  readonly seats: number;
  /** Net price of the participant's tier (domain/pricing), for all their seats, as ordered. */
  readonly price: Cents;
  /** The single (first-tier) price for their seats: what the line would cost without the group discount. */
  readonly singlePrice: Cents;
}

/** A participant cancelled after booking: the share of the fee due (domain/cart/cancellation-terms). */
export interface CancelledParticipant extends InvoicedParticipant {
  readonly feeShare: number;
  readonly fee: Cents;
}

export interface InvoiceLine {
  readonly lineId: string;
  readonly participantId: number;
  readonly name: string;
  readonly note: string;
  readonly startDate: Temporal.PlainDate;
  readonly endDate: Temporal.PlainDate;
  /** The price before the group discount (BT-148). */
  readonly grossPrice: Cents;
  /** The group discount on this line (BT-147): gross minus net, never negative. */
  readonly discount: Cents;
  /** Net amount of the line (BT-131), which is also its net price for the quantity one. */
  readonly netAmount: Cents;
}

export interface VatBreakdown {
  /** UNCL 5305: S standard rate, E exempt. */
  readonly category: 'S' | 'E';
  readonly rate: number;
  readonly basis: Cents;
  readonly amount: Cents;
  readonly exemptionReason: string | null;
}

export interface InvoiceTotals {
  /** BT-106: sum of the line net amounts. */
  readonly lineTotal: Cents;
  /** BT-109: without document-level allowances and charges, the line total. */
  readonly taxBasis: Cents;
  /** BT-110. */
  readonly taxTotal: Cents;
  /** BT-112. */
  readonly grandTotal: Cents;
  /** BT-115: nothing was paid in advance. */
  readonly duePayable: Cents;
  /** The group discount as the cart shows it: contained in the line amounts. */
  readonly groupDiscount: Cents;
}

export interface PrecedingInvoice {
  readonly number: string;
  readonly issueDate: Temporal.PlainDate;
}

export interface Invoice {
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly typeCode: InvoiceTypeCode;
  readonly issueDate: Temporal.PlainDate;
  readonly dueDate: Temporal.PlainDate;
  readonly seller: InvoiceSeller;
  readonly buyer: InvoiceBuyer;
  /** BT-10: the Leitweg-ID of a public buyer, else the buyer's Rechnungsreferenz, else our order number. */
  readonly buyerReference: string;
  /** BT-13: the buyer's Rechnungsreferenz when BT-10 carries the Leitweg-ID. */
  readonly purchaseOrderReference: string | null;
  readonly leitwegId: string | null;
  /** BT-14: our order number. */
  readonly orderNumber: string;
  /** BT-25/26: the invoice a credit note corrects (or a fee invoice follows). */
  readonly preceding: PrecedingInvoice | null;
  readonly lines: readonly InvoiceLine[];
  /** BT-73/74: the first and last seminar day of the lines. */
  readonly period: { readonly start: Temporal.PlainDate; readonly end: Temporal.PlainDate };
  readonly vat: VatBreakdown;
  readonly totals: InvoiceTotals;
  /** BT-20. */
  readonly paymentTerms: string;
  /** BT-83: what the transfer should say. */
  readonly paymentReference: string;
  /** BT-22: notes printed and sent (the exemption, the reason of a credit note). */
  readonly notes: readonly string[];
}

export interface InvoiceDraft {
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly issueDate: Temporal.PlainDate;
  readonly seller: InvoiceSeller;
  readonly buyer: InvoiceBuyer;
  readonly invoiceReference: string | null;
  readonly leitwegId: string | null;
  readonly orderNumber: string;
  readonly preceding: PrecedingInvoice | null;
  /** The participants on the document; for a fee invoice each with its fee. */
  readonly participants: readonly (InvoicedParticipant | CancelledParticipant)[];
}

/** VAT of a basis at a rate in percent, rounded to whole cents (half a cent away from zero). */
export const vatAmount = (basis: Cents, rate: number): Cents => cents(Math.sign(basis) * Math.round((Math.abs(basis) * rate) / 100));

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

const seatsText = (seats: number): string => (seats === 1 ? '' : `, ${String(seats)} Plätze`);

const dateText = formatPlainDate;

export const periodText = (start: Temporal.PlainDate, end: Temporal.PlainDate): string =>
  Temporal.PlainDate.compare(start, end) === 0 ? dateText(start) : `${dateText(start)} – ${dateText(end)}`;

const isFee = (participant: InvoicedParticipant | CancelledParticipant): participant is CancelledParticipant => 'fee' in participant;

const lineOf = (kind: InvoiceKind, participant: InvoicedParticipant | CancelledParticipant, index: number): InvoiceLine => {
  const base = {
    lineId: String(index + 1),
    participantId: participant.participantId,
    startDate: participant.startDate,
    endDate: participant.endDate,
  };
  const who = `Teilnahme ${participant.participantName}${seatsText(participant.seats)}, ${periodText(participant.startDate, participant.endDate)}`;
  if (kind === 'cancellation-fee' && isFee(participant)) {
    return {
      ...base,
      name: `Stornogebühr: ${participant.eventTitle}`,
      note: `${String(participant.feeShare)} % der Seminargebühr für die stornierte ${who}`,
      grossPrice: participant.fee,
      discount: ZERO,
      netAmount: participant.fee,
    };
  }
  const gross = participant.singlePrice > participant.price ? participant.singlePrice : participant.price;
  return {
    ...base,
    name: participant.eventTitle,
    note: kind === 'credit-note' ? `Storniert: ${who}` : who,
    grossPrice: gross,
    discount: subtractCents(gross, participant.price),
    netAmount: participant.price,
  };
};

const earliest = (dates: readonly Temporal.PlainDate[]): Temporal.PlainDate => dates.reduce((a, b) => (Temporal.PlainDate.compare(a, b) <= 0 ? a : b));
const latest = (dates: readonly Temporal.PlainDate[]): Temporal.PlainDate => dates.reduce((a, b) => (Temporal.PlainDate.compare(a, b) >= 0 ? a : b));

/** The payment terms as printed and as BT-20 (BR-DE-1 asks for payment instructions). */
export const paymentTermsText = (kind: InvoiceKind, dueDate: Temporal.PlainDate, seller: InvoiceSeller, number: string): string =>
  kind === 'credit-note'
    ? `Den Betrag erstatten wir bis zum ${dateText(dueDate)} auf das Konto, von dem Sie die Rechnung bezahlt haben.`
    : `Zahlbar ohne Abzug bis zum ${dateText(dueDate)} auf das Konto ${seller.bank.iban} (BIC ${seller.bank.bic}, ${seller.bank.name}), Verwendungszweck ${number}.`;

/**
 * The document from the draft: one line per participant, the group discount as each line's
 * price discount, VAT at the standard rate or exempt with its reason, the due date after the
 * provider's payment term. Throws for a draft without participants (BR-16: a bug in the caller).
 */
export const buildInvoice = (draft: InvoiceDraft): Invoice => {
  if (draft.participants.length === 0) throw new RangeError('an invoice needs at least one line');
  const lines = draft.participants.map((participant, index) => lineOf(draft.kind, participant, index));
  const lineTotal = sumCents(lines.map((line) => line.netAmount));
  const exemptionReason = draft.seller.vatExemptionReason;
  const exempt = exemptionReason !== null;
  const rate = exempt ? 0 : STANDARD_VAT_RATE;
  const taxTotal = exempt ? ZERO : vatAmount(lineTotal, rate);
  const grandTotal = cents(lineTotal + taxTotal);
  const dueDate = draft.issueDate.add({ days: draft.seller.paymentTermDays });
  const leitwegId = blank(draft.leitwegId) ? null : (draft.leitwegId ?? '').trim();
  const reference = blank(draft.invoiceReference) ? null : (draft.invoiceReference ?? '').trim();
  const notes = [
    ...(draft.preceding === null
      ? []
      : [
          draft.kind === 'credit-note'
            ? `Diese Gutschrift korrigiert die Rechnung ${draft.preceding.number} vom ${dateText(draft.preceding.issueDate)}: die Teilnahme wurde storniert.`
            : `Zur Rechnung ${draft.preceding.number} vom ${dateText(draft.preceding.issueDate)}.`,
        ]),
    ...(exemptionReason === null ? [] : [exemptionReason]),
  ];
  return {
    number: draft.number,
    kind: draft.kind,
    typeCode: typeCodeOf(draft.kind),
    issueDate: draft.issueDate,
    dueDate,
    seller: draft.seller,
    buyer: draft.buyer,
    buyerReference: leitwegId ?? reference ?? draft.orderNumber,
    purchaseOrderReference: leitwegId === null ? null : reference,
    leitwegId,
    orderNumber: draft.orderNumber,
    preceding: draft.preceding,
    lines,
    period: { start: earliest(lines.map((line) => line.startDate)), end: latest(lines.map((line) => line.endDate)) },
    vat: { category: exempt ? 'E' : 'S', rate, basis: lineTotal, amount: taxTotal, exemptionReason },
    totals: {
      lineTotal,
      taxBasis: lineTotal,
      taxTotal,
      grandTotal,
      duePayable: grandTotal,
      groupDiscount: sumCents(lines.map((line) => line.discount)),
    },
    paymentTerms: paymentTermsText(draft.kind, dueDate, draft.seller, draft.number),
    paymentReference: draft.number,
    notes,
  };
};
