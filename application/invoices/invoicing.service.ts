import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { berlinDate } from '../../domain/calendar/calendar';
import { fullName } from '../../domain/correspondence/person-name';
import { notFound, type AppError } from '../../domain/errors/app-error';
import {
  buildInvoice,
  PROVIDER_SELLER,
  type CancelledParticipant,
  type InvoiceBuyer,
  type InvoiceKind,
  type InvoiceSeller,
  type InvoicedParticipant,
} from '../../domain/invoice/invoice';
import { invoiceNumber } from '../../domain/invoice/invoice-number';
import { isEmptyPlan, planInvoices } from '../../domain/invoice/invoice-plan';
import type { Outbox } from '../mail/outbox.port';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { Clock } from '../ports/clock';
import { storeCall } from '../orders/store-call';
import type { InvoiceRenderer } from './invoice-renderer';
import type { InvoiceFiles, InvoiceListFilter, InvoiceStore, InvoiceSummary, InvoiceTransaction, InvoicingParticipant, OrderForInvoicing } from './invoices.repository';

export interface InvoicingDependencies {
  readonly store: InvoiceStore;
  readonly outbox: Outbox;
  readonly clock: Clock;
  readonly renderer: InvoiceRenderer;
  /** INVOICE_LEAD_DAYS. */
  readonly leadDays: number;
  readonly seller?: InvoiceSeller;
  /** Counts the documents issued, once their transaction has committed. */
  readonly metrics?: Pick<BusinessMetrics, 'invoiceIssued'>;
}

/** What issuing for an order did: the numbers written now, or the order's invoice that already existed. */
export interface IssueResult {
  readonly issued: readonly string[];
  readonly existing: string | null;
}

export const INVOICE_MESSAGES = {
  orderUnknown: (orderNumber: string) => `Die Bestellung ${orderNumber} gibt es nicht.`,
  nothingToInvoice: (orderNumber: string) => `Die Bestellung ${orderNumber} hat keine verbindlich gebuchten Teilnehmer: es gibt nichts zu berechnen.`,
  invoiceUnknown: 'Diese Rechnung gibt es nicht.',
} as const;

const buyerOf = (order: OrderForInvoicing): InvoiceBuyer => {
  const { billing, customer } = order;
  const company = billing.company?.trim() ?? '';
  return {
    name: company === '' ? fullName(customer) : company,
    contactName: fullName(customer),
    address: {
      street: `${billing.street ?? ''} ${billing.streetNumber ?? ''}`.trim(),
      postalCode: billing.postalCode ?? '',
      city: billing.city ?? '',
      countryCode: 'DE',
    },
    email: order.invoiceEmail ?? customer.email,
  };
};

const lineParticipant = (participant: InvoicingParticipant): InvoicedParticipant => ({
  participantId: participant.participantId,
  eventTitle: participant.eventTitle,
  startDate: berlinDate(participant.eventStart),
  endDate: berlinDate(participant.eventEnd),
  participantName: participant.name,
  seats: participant.seats,
  price: participant.price,
  singlePrice: participant.singlePrice,
});

type Role = 'invoiced' | 'credited' | 'fee';

/** How far back a change of seats is looked for when settling at once (the scheduled round catches the rest). */
const RECENT_CHANGE_MINUTES = 15;

/**
 * Issues invoices, credit notes and cancellation-fee invoices. Every trigger (the scheduled
 * round, a change of seats, staff) settles an order the same way: under the order's row lock it
 * reads the participants, asks domain/invoice's plan what is due, and writes each document with
 * the next number of the year, its XML and PDF and the mail to the buyer in one transaction.
 */
export class InvoicingService {
  private readonly seller: InvoiceSeller;
  private queue: Promise<unknown> = Promise.resolve();
  private nudge: 'idle' | 'running' | 'again' = 'idle';

  constructor(private readonly deps: InvoicingDependencies) {
    this.seller = deps.seller ?? PROVIDER_SELLER;
  }

  /** Everything due at this moment, order by order (one transaction each); the numbers issued. */
  settleDue(changedSince?: Temporal.Instant): TE.TaskEither<AppError, readonly string[]> {
    return storeCall(async () => {
      const now = this.deps.clock.now();
      const issued: string[] = [];
      for (const orderId of await this.deps.store.ordersToSettle(now, this.deps.leadDays, changedSince)) {
        issued.push(...(await this.settleOrder(orderId, now, false)).issued);
      }
      return E.right(issued);
    });
  }

  /**
   * After seats changed (a checkout, a confirmed reservation, a cancellation): the orders changed
   * in the last minutes are settled at once instead of at the next round. Calls while one runs
   * are folded into one more run after it; a failure is left to the scheduled round.
   */
  settleRecentChanges(onError: (error: unknown) => void = () => undefined): void {
    if (this.nudge === 'running' || this.nudge === 'again') {
      this.nudge = 'again';
      return;
    }
    this.nudge = 'running';
    const since = this.deps.clock.now().subtract({ minutes: RECENT_CHANGE_MINUTES });
    void this.settleDue(since)().then(
      (result) => {
        if (E.isLeft(result)) onError(result.left);
      },
      onError,
    ).finally(() => {
      const again = this.nudge === 'again';
      this.nudge = 'idle';
      if (again) this.settleRecentChanges(onError);
    });
  }

  /**
   * Staff's "Rechnung jetzt erstellen" and `ifb invoices create`: the order's invoice at once,
   * before the lead days. An order already invoiced answers its invoice's number.
   */
  issueNow(orderNumber: string): TE.TaskEither<AppError, IssueResult> {
    return storeCall(async () => {
      const orderId = await this.deps.store.findOrderId(orderNumber);
      if (orderId === undefined) return E.left(notFound(INVOICE_MESSAGES.orderUnknown(orderNumber)));
      const result = await this.settleOrder(orderId, this.deps.clock.now(), true);
      if (result.issued.length === 0 && result.existing === null) return E.left(notFound(INVOICE_MESSAGES.nothingToInvoice(orderNumber)));
      return E.right(result);
    });
  }

  list(filter: InvoiceListFilter): TE.TaskEither<AppError, readonly InvoiceSummary[]> {
    return storeCall(async () => E.right(await this.deps.store.list(filter)));
  }

  files(number: string): TE.TaskEither<AppError, InvoiceFiles> {
    return storeCall(async () => {
      const found = await this.deps.store.files(number);
      return found === undefined ? E.left(notFound(INVOICE_MESSAGES.invoiceUnknown)) : E.right(found);
    });
  }

  /**
   * One order at a time per instance: every issuing transaction waits for the year's counter row
   * anyway, and waiting here instead of in a pooled connection leaves the pool to the pages. Other
   * instances are kept in order by the counter's row lock.
   */
  private settleOrder(orderId: number, now: Temporal.Instant, immediately: boolean): Promise<IssueResult> {
    const turn = this.queue.then(() => this.settleOrderNow(orderId, now, immediately));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async settleOrderNow(orderId: number, now: Temporal.Instant, immediately: boolean): Promise<IssueResult> {
    const result = await this.issueInTransaction(orderId, now, immediately);
    // Only now: a rolled-back transaction gave its numbers back and issued nothing.
    result.issued.forEach(() => this.deps.metrics?.invoiceIssued());
    return result;
  }

  private issueInTransaction(orderId: number, now: Temporal.Instant, immediately: boolean): Promise<IssueResult> {
    return this.deps.store.transaction(async (tx) => {
      const order = await tx.lockOrder(orderId);
      if (order === undefined) return { issued: [], existing: null };
      const existing = order.invoices.find((invoice) => invoice.kind === 'invoice')?.number ?? null;
      const plan = planInvoices(order.participants, now, this.deps.leadDays, immediately);
      if (isEmptyPlan(plan)) return { issued: [], existing };
      const byId = new Map(order.participants.map((participant) => [participant.participantId, participant]));
      const participantsOf = (ids: readonly number[]): InvoicingParticipant[] => ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
      const issued: string[] = [];
      const issue = async (kind: InvoiceKind, lines: readonly (InvoicedParticipant | CancelledParticipant)[], precedingNumber: string | null, role: Role) => {
        issued.push(await this.issue(tx, order, now, { kind, lines, precedingNumber, role }));
      };
      if (plan.invoice.length > 0) await issue('invoice', participantsOf(plan.invoice).map(lineParticipant), null, 'invoiced');
      for (const [number, ids] of plan.credits) await issue('credit-note', participantsOf(ids).map(lineParticipant), number, 'credited');
      if (plan.fees.length > 0) {
        const fees = plan.fees.flatMap((fee): CancelledParticipant[] => {
          const participant = byId.get(fee.participantId);
          return participant === undefined ? [] : [{ ...lineParticipant(participant), feeShare: fee.share, fee: fee.fee }];
        });
        await issue('cancellation-fee', fees, byId.get(plan.fees[0]?.participantId ?? -1)?.invoicedBy ?? null, 'fee');
      }
      return { issued, existing };
    });
  }

  private async issue(
    tx: InvoiceTransaction,
    order: OrderForInvoicing,
    now: Temporal.Instant,
    document: { readonly kind: InvoiceKind; readonly lines: readonly (InvoicedParticipant | CancelledParticipant)[]; readonly precedingNumber: string | null; readonly role: Role },
  ): Promise<string> {
    const issueDate = berlinDate(now);
    const preceding = order.invoices.find((invoice) => invoice.number === document.precedingNumber);
    const sequence = await tx.nextInvoiceSequence(issueDate.year);
    const number = invoiceNumber(issueDate.year, sequence);
    const invoice = buildInvoice({
      number,
      kind: document.kind,
      issueDate,
      seller: this.seller,
      buyer: buyerOf(order),
      invoiceReference: order.invoiceReference,
      leitwegId: order.leitwegId,
      orderNumber: order.orderNumber,
      preceding: preceding === undefined ? null : { number: preceding.number, issueDate: Temporal.PlainDate.from(preceding.issueDate) },
      participants: document.lines,
    });
    const xml = this.deps.renderer.xml(invoice);
    const pdf = await this.deps.renderer.pdf(invoice, xml, new Date(now.epochMilliseconds));
    await tx.insertInvoice({
      number,
      year: issueDate.year,
      sequence,
      kind: document.kind,
      orderId: order.orderId,
      precedingInvoiceId: preceding?.invoiceId ?? null,
      issuedAt: now,
      issueDate,
      buyerName: invoice.buyer.name,
      buyerEmail: invoice.buyer.email,
      grandTotal: invoice.totals.grandTotal,
      xml,
      pdf,
      participants: document.lines.map((line) => ({ participantId: line.participantId, role: document.role })),
    });
    await this.deps.outbox.enqueue(tx.handle, 'invoice_issued', {
      number,
      kind: document.kind,
      orderNumber: order.orderNumber,
      issueDate: invoice.issueDate.toString(),
      dueDate: invoice.dueDate.toString(),
      grandTotal: invoice.totals.grandTotal,
      recipient: { ...order.customer, email: invoice.buyer.email },
      pdf: Buffer.from(pdf).toString('base64'),
      xml: invoice.leitwegId === null ? undefined : xml,
    });
    return number;
  }
}
