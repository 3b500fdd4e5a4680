import { aliasedTable, and, asc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type {
  InvoiceFiles,
  InvoiceListFilter,
  InvoiceStore,
  InvoiceSummary,
  InvoiceTransaction,
  NewInvoice,
  OrderForInvoicing,
} from '../../../application/invoices/invoices.repository';
import { CANCELLATION_TERMS } from '../../../domain/cart/cancellation-terms';
import { cents, multiplyCents } from '../../../domain/money/money';
import type { AppDatabase } from '../database';
import { bookableEnd, bookablesOf, bookableStart } from '../cart/bookables';
import { conferences, events, gremiumInvoiceSettings, invoiceNumberCounters, invoiceParticipants, invoices, orderInvoiceDetails, orderParticipants, orders } from '../schema';

/** Booked participants of seminars that ended longer ago than this are not invoiced any more (orders from before the invoicing). */
const INVOICE_GRACE_DAYS = 30;

const blankToNull = (value: string | null | undefined): string | null => (value === null || value === undefined || value.trim() === '' ? null : value.trim());

const role = (name: 'invoiced' | 'credited' | 'fee'): SQL =>
  sql`exists (select 1 from ${invoiceParticipants} where ${invoiceParticipants.participantId} = ${orderParticipants.participantId} and ${invoiceParticipants.role} = ${name})`;

const preceding = aliasedTable(invoices, 'preceding');

const summaryColumns = {
  number: invoices.number,
  kind: invoices.kind,
  orderNumber: orders.orderNumber,
  issuedAt: invoices.issuedAt,
  issueDate: invoices.issueDate,
  buyerName: invoices.buyerName,
  grandTotal: invoices.grandTotal,
  precedingNumber: preceding.number,
};

interface SummaryRow {
  readonly number: string;
  readonly kind: InvoiceSummary['kind'];
  readonly orderNumber: string;
  readonly issuedAt: string;
  readonly issueDate: string;
  readonly buyerName: string;
  readonly grandTotal: number;
  readonly precedingNumber: string | null;
}

const summaryOf = (row: SummaryRow): InvoiceSummary => ({ ...row, issuedAt: Temporal.Instant.from(row.issuedAt), grandTotal: cents(row.grandTotal) });

/** Issued invoices over Drizzle; the same on PGlite and PostgreSQL. */
export class DrizzleInvoiceStore implements InvoiceStore {
  constructor(private readonly db: AppDatabase) {}

  transaction<A>(work: (tx: InvoiceTransaction) => Promise<A>): Promise<A> {
    return this.db.transaction((tx) => work(new DrizzleInvoiceTransaction(tx)));
  }

  async ordersToSettle(now: Temporal.Instant, leadDays: number, changedSince?: Temporal.Instant): Promise<readonly number[]> {
    // A day more than the lead: the plan decides by the Berlin calendar, this only narrows the search.
    const horizon = now.add({ hours: 24 * (leadDays + 1) }).toString();
    const oldest = now.subtract({ hours: 24 * INVOICE_GRACE_DAYS }).toString();
    const feePeriod = sql`${bookableStart}::timestamptz - make_interval(weeks => ${CANCELLATION_TERMS.freeUntilWeeksBefore}) - interval '1 day'`;
    const rows = await this.db
      .selectDistinct({ orderId: orderParticipants.orderId })
      .from(orderParticipants)
      .leftJoin(events, eq(events.eventId, orderParticipants.eventId))
      .leftJoin(conferences, eq(conferences.bookableId, orderParticipants.eventId))
      .where(
        and(
          changedSince === undefined ? undefined : gte(orderParticipants.statusChangedAt, changedSince.toString()),
          or(
          and(eq(orderParticipants.status, 'booked'), sql`${bookableStart} <= ${horizon}`, sql`${bookableEnd} >= ${oldest}`, sql`not ${role('invoiced')}`),
          and(eq(orderParticipants.status, 'cancelled'), role('invoiced'), sql`not ${role('credited')}`),
          and(
            eq(orderParticipants.status, 'cancelled'),
            or(role('invoiced'), eq(orderParticipants.cancelledWhile, 'booked')),
            sql`not ${role('fee')}`,
            sql`${orderParticipants.statusChangedAt} >= ${feePeriod}`,
          ),
          ),
        ),
      )
      .orderBy(asc(orderParticipants.orderId));
    return rows.map((row) => row.orderId);
  }

  async findOrderId(orderNumber: string): Promise<number | undefined> {
    const [row] = await this.db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderNumber, orderNumber.trim()));
    return row?.orderId;
  }

  async list(filter: InvoiceListFilter): Promise<readonly InvoiceSummary[]> {
    const conditions: SQL[] = [];
    if (filter.since !== undefined) conditions.push(gte(invoices.issuedAt, filter.since.toString()));
    if (filter.until !== undefined) conditions.push(sql`${invoices.issuedAt} < ${filter.until.toString()}`);
    if (filter.owners !== undefined) {
      const { userId, gremiumId } = filter.owners;
      conditions.push(or(eq(orders.userId, userId), ...(gremiumId === null ? [] : [eq(orders.gremiumId, gremiumId)])) ?? sql`false`);
    }
    return this.summaries(and(...conditions));
  }

  async files(number: string): Promise<InvoiceFiles | undefined> {
    const [summary] = await this.summaries(eq(invoices.number, number.trim()));
    const [stored] = await this.db
      .select({ xml: invoices.xml, pdf: invoices.pdf, userId: orders.userId, gremiumId: orders.gremiumId })
      .from(invoices)
      .innerJoin(orders, eq(orders.orderId, invoices.orderId))
      .where(eq(invoices.number, number.trim()));
    if (summary === undefined || stored === undefined) return undefined;
    return { summary, xml: stored.xml, pdf: stored.pdf, orderUserId: stored.userId, orderGremiumId: stored.gremiumId };
  }

  private async summaries(where: SQL | undefined): Promise<readonly InvoiceSummary[]> {
    const rows = await this.db
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.orderId, invoices.orderId))
      .leftJoin(preceding, eq(preceding.invoiceId, invoices.precedingInvoiceId))
      .where(where)
      .orderBy(asc(invoices.year), asc(invoices.sequence));
    return rows.map(summaryOf);
  }

}

class DrizzleInvoiceTransaction implements InvoiceTransaction {
  constructor(private readonly tx: AppDatabase) {}

  get handle(): AppDatabase {
    return this.tx;
  }

  async lockOrder(orderId: number): Promise<OrderForInvoicing | undefined> {
    const [order] = await this.tx
      .select({
        order: orders,
        invoiceEmail: sql<string | null>`coalesce(nullif(trim(${orderInvoiceDetails.invoiceEmail}), ''), nullif(trim(${gremiumInvoiceSettings.invoiceEmail}), ''))`,
        leitwegId: sql<string | null>`coalesce(nullif(trim(${orderInvoiceDetails.leitwegId}), ''), nullif(trim(${gremiumInvoiceSettings.leitwegId}), ''))`,
      })
      .from(orders)
      .leftJoin(orderInvoiceDetails, eq(orderInvoiceDetails.orderId, orders.orderId))
      .leftJoin(gremiumInvoiceSettings, eq(gremiumInvoiceSettings.gremiumId, orders.gremiumId))
      .where(eq(orders.orderId, orderId))
      .for('update', { of: orders });
    if (order === undefined) return undefined;
    const rows = await this.tx.select().from(orderParticipants).where(eq(orderParticipants.orderId, orderId));
    // Title, dates and first-tier price from the bookable, so seminar dates and Fachtagungen are invoiced alike.
    const bookables = await bookablesOf(this.tx, [...new Set(rows.map((row) => row.eventId))]);
    const participants = rows
      .flatMap((participant) => {
        const bookable = bookables.get(participant.eventId);
        return bookable === undefined ? [] : [{ participant, bookable }];
      })
      .sort(
        (a, b) =>
          Temporal.Instant.compare(a.bookable.startDate, b.bookable.startDate) ||
          a.participant.eventId - b.participant.eventId ||
          a.participant.position - b.participant.position,
      );
    const ids = participants.map((row) => row.participant.participantId);
    const roles = ids.length === 0 ? [] : await this.tx
      .select({ participantId: invoiceParticipants.participantId, role: invoiceParticipants.role, number: invoices.number })
      .from(invoiceParticipants)
      .innerJoin(invoices, eq(invoices.invoiceId, invoiceParticipants.invoiceId))
      .where(inArray(invoiceParticipants.participantId, ids));
    const issued = await this.tx
      .select({ invoiceId: invoices.invoiceId, number: invoices.number, kind: invoices.kind, issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.invoiceId));
    const roleOf = (participantId: number, name: string) => roles.find((row) => row.participantId === participantId && row.role === name);
    const { order: o } = order;
    return {
      orderId: o.orderId,
      orderNumber: o.orderNumber,
      channel: o.channel,
      customer: { salutation: o.customerSalutation, firstname: o.customerFirstname, lastname: o.customerLastname, email: o.customerEmail },
      billing: { company: o.company, street: o.street, streetNumber: o.streetNumber, postalCode: o.postalCode, city: o.city },
      invoiceReference: blankToNull(o.invoiceReference),
      invoiceEmail: order.invoiceEmail,
      leitwegId: order.leitwegId,
      participants: participants.map(({ participant: p, bookable }) => ({
        participantId: p.participantId,
        status: p.status,
        eventStart: bookable.startDate,
        eventEnd: bookable.endDate,
        statusChangedAt: Temporal.Instant.from(p.statusChangedAt),
        cancelledWhile: p.cancelledWhile,
        feeWaived: p.feeWaived,
        price: cents(p.price),
        invoicedBy: roleOf(p.participantId, 'invoiced')?.number ?? null,
        credited: roleOf(p.participantId, 'credited') !== undefined,
        feeInvoiced: roleOf(p.participantId, 'fee') !== undefined,
        eventTitle: bookable.title,
        name: `${p.firstname} ${p.lastname}`.trim(),
        seats: p.seats,
        singlePrice: multiplyCents(bookable.prices.price, p.seats),
      })),
      invoices: issued,
    };
  }

  async nextInvoiceSequence(year: number): Promise<number> {
    // The upsert takes the row lock, held until the transaction ends: a second issuer waits here,
    // and a rolled-back one gives its number back.
    const [row] = await this.tx
      .insert(invoiceNumberCounters)
      .values({ year, lastSequence: 1 })
      .onConflictDoUpdate({ target: invoiceNumberCounters.year, set: { lastSequence: sql`${invoiceNumberCounters.lastSequence} + 1` } })
      .returning({ sequence: invoiceNumberCounters.lastSequence });
    if (row === undefined) throw new Error('invoice number counter returned no row');
    return row.sequence;
  }

  async insertInvoice(invoice: NewInvoice): Promise<number> {
    const [row] = await this.tx
      .insert(invoices)
      .values({
        number: invoice.number,
        year: invoice.year,
        sequence: invoice.sequence,
        kind: invoice.kind,
        orderId: invoice.orderId,
        precedingInvoiceId: invoice.precedingInvoiceId,
        issuedAt: invoice.issuedAt.toString(),
        issueDate: invoice.issueDate.toString(),
        buyerName: invoice.buyerName,
        buyerEmail: invoice.buyerEmail,
        grandTotal: invoice.grandTotal,
        xml: invoice.xml,
        pdf: invoice.pdf,
      })
      .returning({ invoiceId: invoices.invoiceId });
    if (row === undefined) throw new Error('insert into invoices returned no row');
    if (invoice.participants.length > 0) {
      await this.tx.insert(invoiceParticipants).values(invoice.participants.map((p) => ({ ...p, invoiceId: row.invoiceId })));
    }
    return row.invoiceId;
  }
}

